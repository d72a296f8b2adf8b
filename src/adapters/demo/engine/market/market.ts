import type { Candle, Deal, Depth, Pair, Ticker, Timeframe } from '../../../../domain/market/market';
import { createCandleSource } from './candles';
import { buildDeals, DEFAULT_DEAL_COUNT } from './deals';
import { buildDepth } from './depth';
import { logAt } from './market-path';
import { createPairContexts } from './pair-context';
import { MARKET_PAIRS, pairsByQuote } from './pairs';
import type { MarketPair } from './pairs';
import { priceFromLog } from './price-format';
import { buildTicker } from './ticker';

/**
 * The simulated market: pure functions of (seed, pair, time). Nothing is stored, so
 * charts, books, trades and contract settlements all read the same path and agree.
 */
export interface Market {
  readonly seed: string;
  pairs(): MarketPair[];
  price(pair: Pair, t: number): string;
  candles(pair: Pair, timeframe: Timeframe, size: number, now: number): Candle[];
  ticker(pair: Pair, now: number): Ticker;
  tickersByQuote(quote: string, now: number): Ticker[];
  depth(pair: Pair, now: number): Depth;
  deals(pair: Pair, now: number, count?: number): Deal[];
}

function checkTime(t: number): number {
  if (!Number.isFinite(t) || t < 0) throw new RangeError(`Not a market time: ${t}`);
  return t;
}

export function createMarket(seed: string): Market {
  const contextOf = createPairContexts(seed);
  const candleSource = createCandleSource();
  const context = (pair: Pair) => contextOf(pair.base, pair.quote);
  return {
    seed,
    pairs: () => [...MARKET_PAIRS],
    price: (pair, t) => {
      const { path, pair: quoted } = context(pair);
      return priceFromLog(logAt(path, checkTime(t)), quoted.places);
    },
    candles: (pair, timeframe, size, now) => candleSource(context(pair), timeframe, size, checkTime(now)),
    ticker: (pair, now) => buildTicker(context(pair), checkTime(now)),
    tickersByQuote: (quote, now) =>
      pairsByQuote(quote).map((pair) => buildTicker(contextOf(pair.base, pair.quote), checkTime(now))),
    depth: (pair, now) => buildDepth(context(pair), checkTime(now)),
    deals: (pair, now, count = DEFAULT_DEAL_COUNT) => buildDeals(context(pair), checkTime(now), count),
  };
}
