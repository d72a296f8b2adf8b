import { mergeCandles } from '../../domain/market/candle-merge';
import {
  DEFAULT_CANDLE_COUNT,
  type Candle,
  type Deal,
  type Depth,
  type Pair,
  type Ticker,
  type Timeframe,
} from '../../domain/market/market';
import type { MarketGateway } from '../../domain/market/market.port';

/** Candles asked for on a regular poll: the forming candle plus two for overlap. */
export const POLL_CANDLE_COUNT = 3;

export interface PairDetailRequest {
  pair: Pair;
  timeframe: Timeframe;
  /** DEFAULT_CANDLE_COUNT for the full series, POLL_CANDLE_COUNT for a poll. */
  size: number;
}

export interface PairDetailAnswer {
  candles: Candle[];
  depth: Depth;
  deals: Deal[];
  ticker: Ticker;
  /** The answer holds the full series, not only its newest candles. */
  full: boolean;
}

/** One poll: the four market calls of one pair, together, so the screen moves as one. */
export async function fetchPairDetail(
  gateway: MarketGateway,
  request: PairDetailRequest,
): Promise<PairDetailAnswer> {
  const { pair, timeframe, size } = request;
  const [candles, depth, deals, ticker] = await Promise.all([
    gateway.candles(pair, timeframe, size),
    gateway.depth(pair),
    gateway.deals(pair),
    gateway.ticker(pair),
  ]);
  return { candles, depth, deals, ticker, full: size >= DEFAULT_CANDLE_COUNT };
}

/** The candles to show after an answer; null when a poll does not join the series shown. */
export function nextCandles(shown: Candle[] | null, answer: PairDetailAnswer): Candle[] | null {
  if (answer.full) return answer.candles;
  if (shown === null) return null;
  return mergeCandles(shown, answer.candles, DEFAULT_CANDLE_COUNT);
}

const lastTimestamp = (candles: readonly Candle[] | null) => candles?.at(-1)?.timestamp ?? null;

/** What one answer changes on screen. */
export interface AppliedAnswer {
  candles: Candle[] | null;
  depth: Depth;
  deals: Deal[];
  ticker: Ticker;
  /** The next request asks for the whole series again (the poll did not join, or it is still due). */
  needFull: boolean;
  /** The candles changed enough (full series, a candle closed) to be written to the cache. */
  cacheDue: boolean;
}

/** Joins an answer to the series shown; book, deals and ticker are simply replaced. */
export function applyAnswer(
  shown: { candles: Candle[] | null; needFull: boolean },
  answer: PairDetailAnswer,
): AppliedAnswer {
  const candles = nextCandles(shown.candles, answer);
  const closed = answer.full || lastTimestamp(candles) !== lastTimestamp(shown.candles);
  return {
    cacheDue: candles !== null && closed,
    candles: candles ?? shown.candles,
    needFull: candles === null || (shown.needFull && !answer.full),
    depth: answer.depth,
    deals: answer.deals,
    ticker: answer.ticker,
  };
}

/** The request for the view shown: the whole series when due, else the newest candles. */
export function requestFor(view: { pair: Pair; timeframe: Timeframe; needFull: boolean }): PairDetailRequest {
  return {
    pair: view.pair,
    timeframe: view.timeframe,
    size: view.needFull ? DEFAULT_CANDLE_COUNT : POLL_CANDLE_COUNT,
  };
}
