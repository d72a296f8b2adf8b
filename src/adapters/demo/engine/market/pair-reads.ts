import type { Candle, Deal, Depth, Pair, Timeframe } from '../../../../domain/market/market';
import { createCandleSource } from './candles';
import { buildDeals, DEFAULT_DEAL_COUNT } from './deals';
import { buildDepth } from './depth';
import { marketTime, type Market } from './market';

/**
 * One pair's candles, 20 + 20 book levels and recent deals, off the same path as the market's
 * prices and tickers. Apart from market.ts so that only the pair and trading screens, and the
 * engine parts that fill against the book, load them.
 */
export interface PairReads {
  candles(pair: Pair, timeframe: Timeframe, size: number, now: number): Candle[];
  depth(pair: Pair, now: number): Depth;
  deals(pair: Pair, now: number, count?: number): Deal[];
}

/** Each market's reads, made once: the candles keep their closed ones between calls. */
const readsOf = new WeakMap<Market, PairReads>();

export function pairReads(market: Market): PairReads {
  let reads = readsOf.get(market);
  if (!reads) {
    const candleSource = createCandleSource();
    const context = market.pairContext;
    reads = {
      candles: (pair, timeframe, size, now) => candleSource(context(pair), timeframe, size, marketTime(now)),
      depth: (pair, now) => buildDepth(context(pair), marketTime(now)),
      deals: (pair, now, count = DEFAULT_DEAL_COUNT) => buildDeals(context(pair), marketTime(now), count),
    };
    readsOf.set(market, reads);
  }
  return reads;
}
