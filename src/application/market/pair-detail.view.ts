import { DEFAULT_TIMEFRAME, symbolOf } from '../../domain/market/market';
import type { Candle, Deal, Depth, Pair, Ticker, Timeframe } from '../../domain/market/market';
import type { PollPhase } from '../shared/sequenced-poll';
import type { Failure } from '../shared/failure-message';
import type { PartFailures } from './pair-detail.data';

// The pair-detail machine's context and the pure steps it takes on a view change.

export interface PairDetailInput {
  pair: Pair;
  /** The timeframe saved for a pair ('btcusdt'), or null. */
  readTimeframe: (symbol: string) => Timeframe | null;
  /** Candles kept from an earlier visit to this view, shown until the first answer; or null. */
  readCandles: (symbol: string, timeframe: Timeframe) => Candle[] | null;
}

export interface PairDetailContext extends PairDetailInput {
  timeframe: Timeframe;
  candles: Candle[] | null;
  depth: Depth | null;
  deals: Deal[] | null;
  ticker: Ticker | null;
  /** The next request asks for the whole series (first load, new view, return, gap). */
  needFull: boolean;
  /** The candles changed enough (full series, a candle closed) to be written to the cache. */
  cacheDue: boolean;
  stale: boolean;
  phase: PollPhase;
  /** Why the latest poll failed; null once an answer arrives. */
  failure: Failure | null;
  /** Why parts of the latest answer failed, each told in its own panel. */
  partFailures: PartFailures;
}

export interface CandlesToCache {
  symbol: string;
  timeframe: Timeframe;
  candles: Candle[];
}

/** A new view (pair or timeframe) starts from its cached candles, or none. */
export const freshView = (context: PairDetailContext, pair: Pair, timeframe: Timeframe) => ({
  pair,
  timeframe,
  candles: context.readCandles(symbolOf(pair), timeframe),
  needFull: true,
  stale: false,
  partFailures: {},
});

/** The candles to write to the cache after an answer, or null when the write is not due. */
export const candlesToCache = (context: PairDetailContext): CandlesToCache | null =>
  context.cacheDue && context.candles !== null
    ? { symbol: symbolOf(context.pair), timeframe: context.timeframe, candles: context.candles }
    : null;

/** The context of a pair's first view: its saved timeframe and cached candles, nothing else yet. */
export function firstView(input: PairDetailInput): PairDetailContext {
  const timeframe = input.readTimeframe(symbolOf(input.pair)) ?? DEFAULT_TIMEFRAME;
  return {
    ...input,
    timeframe,
    candles: input.readCandles(symbolOf(input.pair), timeframe),
    cacheDue: false,
    depth: null,
    deals: null,
    ticker: null,
    needFull: true,
    stale: false,
    phase: 'polling',
    failure: null,
    partFailures: {},
  };
}
