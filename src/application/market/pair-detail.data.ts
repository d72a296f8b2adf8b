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
import { failureOf, type Failure } from '../shared/failure-message';

/** Candles asked for on a regular poll: the forming candle plus two for overlap. */
export const POLL_CANDLE_COUNT = 3;

export interface PairDetailRequest {
  pair: Pair;
  timeframe: Timeframe;
  /** DEFAULT_CANDLE_COUNT for the full series, POLL_CANDLE_COUNT for a poll. */
  size: number;
}

/** The four parts of a pair's market data, each shown in its own panel. */
export type PairPart = 'candles' | 'depth' | 'deals' | 'ticker';

/** Why each part that failed in the latest answer failed; a part that answered is absent. */
export type PartFailures = Partial<Record<PairPart, Failure>>;

export interface PairDetailAnswer {
  /** Null for a part that failed: the panel keeps what it showed and says why. */
  candles: Candle[] | null;
  depth: Depth | null;
  deals: Deal[] | null;
  ticker: Ticker | null;
  failures: PartFailures;
  /** The answer holds the full series, not only its newest candles. */
  full: boolean;
}

const valueOf = <T>(result: PromiseSettledResult<T>): T | null =>
  result.status === 'fulfilled' ? result.value : null;

/**
 * One poll: the four market calls of one pair, together, so the screen moves as one. Each
 * part fails apart: one refused call empties its own panel, with its reason, not the other
 * three. Only when all four fail does the poll fail (and back off).
 */
export async function fetchPairDetail(
  gateway: MarketGateway,
  request: PairDetailRequest,
): Promise<PairDetailAnswer> {
  const { pair, timeframe, size } = request;
  const results = await Promise.allSettled([
    gateway.candles(pair, timeframe, size),
    gateway.depth(pair),
    gateway.deals(pair),
    gateway.ticker(pair),
  ]);
  const [candles, depth, deals, ticker] = results;
  const rejected = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (rejected.length === results.length) throw rejected[0];
  const failures: PartFailures = {};
  (['candles', 'depth', 'deals', 'ticker'] as const).forEach((part, index) => {
    const result = results[index];
    if (result?.status === 'rejected') failures[part] = failureOf(result.reason);
  });
  return {
    candles: valueOf(candles),
    depth: valueOf(depth),
    deals: valueOf(deals),
    ticker: valueOf(ticker),
    failures,
    full: size >= DEFAULT_CANDLE_COUNT,
  };
}

/** The candles to show after an answer; null when a poll does not join the series shown. */
export function nextCandles(shown: Candle[] | null, answer: PairDetailAnswer): Candle[] | null {
  if (answer.candles === null) return shown;
  if (answer.full) return answer.candles;
  if (shown === null) return null;
  return mergeCandles(shown, answer.candles, DEFAULT_CANDLE_COUNT);
}

const lastTimestamp = (candles: readonly Candle[] | null) => candles?.at(-1)?.timestamp ?? null;

/** What one answer changes on screen. */
export interface AppliedAnswer {
  candles: Candle[] | null;
  depth: Depth | null;
  deals: Deal[] | null;
  ticker: Ticker | null;
  failures: PartFailures;
  /** The next request asks for the whole series again (the poll did not join, or it is still due). */
  needFull: boolean;
  /** The candles changed enough (full series, a candle closed) to be written to the cache. */
  cacheDue: boolean;
}

interface Shown {
  candles: Candle[] | null;
  needFull: boolean;
  depth: Depth | null;
  deals: Deal[] | null;
  ticker: Ticker | null;
}

/**
 * Joins an answer to the series shown; book, deals and ticker are simply replaced. A part
 * that failed keeps what was shown (a book keeps its own time, so its age still counts).
 */
export function applyAnswer(shown: Shown, answer: PairDetailAnswer): AppliedAnswer {
  const candles = nextCandles(shown.candles, answer);
  const gotCandles = answer.candles !== null;
  const closed = gotCandles && (answer.full || lastTimestamp(candles) !== lastTimestamp(shown.candles));
  return {
    cacheDue: candles !== null && closed,
    candles: candles ?? shown.candles,
    needFull: candles === null || (shown.needFull && !(gotCandles && answer.full)),
    depth: answer.depth ?? shown.depth,
    deals: answer.deals ?? shown.deals,
    ticker: answer.ticker ?? shown.ticker,
    failures: answer.failures,
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
