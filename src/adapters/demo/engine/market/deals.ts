import type { Deal } from '../../../../domain/market/market';
import { cmp } from '../../../../domain/precision';
import { hashAt, unit } from './hash';
import { logAt } from './market-path';
import type { PairContext } from './pair-context';
import { priceFromLog, unitsToDecimal } from './price-format';

export const DEFAULT_DEAL_COUNT = 20;
const MAX_DEAL_COUNT = 100;
/** How far back to look for trades; a quiet second has none. */
const SEARCH_SECONDS = 3_600;

interface Trade {
  timestamp: number;
  slot: number;
  price: string;
}

/** The trades of one second: 0 to 3 of them at seeded milliseconds, newest first. */
function tradesIn(context: PairContext, second: number): Trade[] {
  const count = (hashAt(context.key, second * 8) >>> 0) % 4;
  const trades: Trade[] = [];
  for (let slot = 0; slot < count; slot += 1) {
    const timestamp = second * 1_000 + ((hashAt(context.key, second * 8 + 1 + slot) >>> 0) % 1_000);
    trades.push({
      timestamp,
      slot,
      price: priceFromLog(logAt(context.path, timestamp), context.pair.places),
    });
  }
  return trades.sort((a, b) => b.timestamp - a.timestamp || b.slot - a.slot);
}

/**
 * The latest trades up to `now`, newest first, each priced on the path at its own
 * millisecond. A trade above the one before it was a buy, below it a sell, and at the
 * same price the side is seeded. Deterministic per (pair, time).
 */
export function buildDeals(context: PairContext, now: number, count = DEFAULT_DEAL_COUNT): Deal[] {
  const wanted = Math.min(Math.max(Math.floor(count), 1), MAX_DEAL_COUNT);
  const trades: Trade[] = [];
  const last = Math.floor(now / 1_000);
  for (
    let second = last;
    second > last - SEARCH_SECONDS && second >= 0 && trades.length <= wanted;
    second -= 1
  ) {
    trades.push(...tradesIn(context, second).filter((trade) => trade.timestamp <= now));
  }
  const { meanUnits, amountPlaces } = context.volume;
  return trades.slice(0, wanted).map((trade, i) => {
    const older = trades[i + 1];
    const hash = hashAt(context.key, trade.timestamp * 4 + trade.slot + 2);
    const u = unit(hash);
    const rising = older ? cmp(trade.price, older.price) : 0;
    return {
      id: `${context.pair.symbol}-${trade.timestamp}-${trade.slot}`,
      price: trade.price,
      amount: unitsToDecimal(Math.max(1, Math.round((meanUnits / 10) * (0.02 + 1.5 * u * u))), amountPlaces),
      side: rising > 0 || (rising === 0 && hash & 1) ? 'buy' : 'sell',
      timestamp: trade.timestamp,
    };
  });
}
