import { TIMEFRAME_SECONDS } from '../../../../domain/market/market';
import type { Candle, Timeframe } from '../../../../domain/market/market';
import { createClosedCandles, type ClosedCandleLimits } from './closed-candles';
import { KNOT_MS, logAt } from './market-path';
import type { PairContext } from './pair-context';
import { logExtremes } from './path-extremes';
import { priceFromLog, unitsToDecimal } from './price-format';
import { volumeSum } from './volume';

/** SPEC section 9: the kline default size, and the most one call returns. */
export const MAX_CANDLES = 2_000;
/**
 * The completed candles kept (closed-candles.ts): a whole series for each of the last few views.
 * A screen shows one chart; the views before it are the timeframe or pair a trader switches
 * back to, which then answers at once.
 */
export const KEPT_CANDLES: ClosedCandleLimits = { views: 4, perView: MAX_CANDLES };

/**
 * One candle over [start, end] with end = start + timeframe, or `now` for the current
 * one. High and low are exact: the path's extremes over the knots inside, or its end.
 */
export function buildCandle(context: PairContext, start: number, end: number): Candle {
  const { path, pair, volume: model } = context;
  const extremes = logExtremes(path, start / KNOT_MS, Math.floor(end / KNOT_MS));
  const closeLog = logAt(path, end);
  const sums = volumeSum(model, path, start, end);
  return {
    timestamp: start,
    open: priceFromLog(logAt(path, start), pair.places),
    close: priceFromLog(closeLog, pair.places),
    high: priceFromLog(Math.max(extremes.max, closeLog), pair.places),
    low: priceFromLog(Math.min(extremes.min, closeLog), pair.places),
    volume: unitsToDecimal(sums.volume, model.amountPlaces),
    turnover: unitsToDecimal(sums.turnover, model.turnoverPlaces),
  };
}

export type CandleSource = (
  context: PairContext,
  timeframe: Timeframe,
  size: number,
  now: number,
) => Candle[];

/**
 * Up to `size` candles ending with the current, partial one. Every candle is computed
 * from the path directly, so a 5min candle equals the aggregate of its 1min candles by
 * construction (same extremes, same integer volume units), not by summing strings.
 */
export function createCandleSource(limits: ClosedCandleLimits = KEPT_CANDLES): CandleSource {
  const closed = createClosedCandles(limits);
  return (context, timeframe, size, now) => {
    const span = TIMEFRAME_SECONDS[timeframe] * 1_000;
    const current = Math.floor(now / span) * span;
    const count = Math.min(Math.max(Math.floor(size), 1), MAX_CANDLES);
    const first = Math.max(0, current - (count - 1) * span);
    const view = `${context.pair.symbol}|${timeframe}`;
    const candles = closed.get(view, first, (current - first) / span, span, (start) =>
      buildCandle(context, start, start + span),
    );
    candles.push(buildCandle(context, current, now));
    return candles;
  };
}
