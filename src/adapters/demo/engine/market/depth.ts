import { DEPTH_LEVELS } from '../../../../domain/market/market';
import type { Depth, DepthLevel } from '../../../../domain/market/market';
import { hashAt } from './hash';
import { logAt } from './market-path';
import type { PairContext } from './pair-context';
import { priceFromLog, unitsToDecimal } from './price-format';

/** Gap between book levels as a share of the price, before the tick floor. */
const LEVEL_GAP = 0.00004;

/** A price string with exactly `places` decimals as an integer count of ticks. */
export function toTicks(price: string): number {
  return Number(price.replace('.', ''));
}

function levelAmount(context: PairContext, draw: number): string {
  const { meanUnits, amountPlaces } = context.volume;
  const u = draw / 1_000_000;
  return unitsToDecimal(Math.max(1, Math.round((meanUnits / 6) * (0.05 + 2 * u * u))), amountPlaces);
}

/**
 * 20 bids and 20 asks around the price at the start of the second: the best ask is at or
 * above the price, the best bid strictly below, both sides strictly ordered away from
 * it. Deterministic per (pair, second), so a reload shows the same book.
 */
export function buildDepth(context: PairContext, now: number): Depth {
  const second = Math.floor(now / 1_000);
  const { places } = context.pair;
  const price = toTicks(priceFromLog(logAt(context.path, second * 1_000), places));
  const gap = Math.max(1, Math.floor(price * LEVEL_GAP));
  // A seeded draw from 0 to n - 1 for one side (0 ask, 1 bid) and slot.
  const draw = (side: number, slot: number, n: number): number =>
    (hashAt(context.key, second * 128 + side * 64 + slot) >>> 0) % n;
  const asks: DepthLevel[] = [];
  const bids: DepthLevel[] = [];
  let ask = price + gap * draw(0, 63, 2);
  let bid = price - gap * (1 + draw(1, 63, 2));
  for (let level = 0; level < DEPTH_LEVELS; level += 1) {
    asks.push({
      price: unitsToDecimal(ask, places),
      amount: levelAmount(context, draw(0, level, 1_000_000)),
    });
    if (bid > 0)
      bids.push({
        price: unitsToDecimal(bid, places),
        amount: levelAmount(context, draw(1, level, 1_000_000)),
      });
    ask += gap * (1 + draw(0, level + 32, 3));
    bid -= gap * (1 + draw(1, level + 32, 3));
  }
  return { bids, asks, timestamp: second * 1_000 };
}
