import type { Pair, Ticker } from '../../../../domain/market/market';
import { logAt } from './market-path';
import { createPairContexts, type PairContext } from './pair-context';
import { MARKET_PAIRS, pairsByQuote } from './pairs';
import type { MarketPair } from './pairs';
import { priceFromLog } from './price-format';
import { buildTicker } from './ticker';

/**
 * The simulated market: pure functions of (seed, pair, time). Nothing is stored, so
 * charts, books, trades and contract settlements all read the same path and agree.
 * A pair's candles, book and deals are read through `pairReads` (pair-reads.ts), which
 * the screens that list tickers, the first screen among them, never load.
 */
export interface Market {
  readonly seed: string;
  pairs(): MarketPair[];
  price(pair: Pair, t: number): string;
  ticker(pair: Pair, now: number): Ticker;
  tickersByQuote(quote: string, now: number): Ticker[];
  /** What the market derives once per pair: its path, volume model and book stream. */
  pairContext(pair: Pair): PairContext;
}

export function marketTime(t: number): number {
  if (!Number.isFinite(t) || t < 0) throw new RangeError(`Not a market time: ${t}`);
  return t;
}

export function createMarket(seed: string): Market {
  const contextOf = createPairContexts(seed);
  const context = (pair: Pair) => contextOf(pair.base, pair.quote);
  return {
    seed,
    pairs: () => [...MARKET_PAIRS],
    price: (pair, t) => {
      const { path, pair: quoted } = context(pair);
      return priceFromLog(logAt(path, marketTime(t)), quoted.places);
    },
    ticker: (pair, now) => buildTicker(context(pair), marketTime(now)),
    tickersByQuote: (quote, now) =>
      pairsByQuote(quote).map((pair) => buildTicker(contextOf(pair.base, pair.quote), marketTime(now))),
    pairContext: context,
  };
}
