import type { Ticker } from '../../../../domain/market/market';
import { KNOT_MS, logAt } from './market-path';
import type { PairContext } from './pair-context';
import { logExtremes } from './path-extremes';
import { priceFromLog, unitsToDecimal } from './price-format';
import { MINUTE_MS, volumeSum } from './volume';

export const DAY_MS = 86_400_000;

/**
 * The rolling 24 h ticker: open is the price 24 h ago, close the price now, high and low
 * the exact extremes in between. Volume counts the minutes that start inside the window.
 */
export function buildTicker(context: PairContext, now: number): Ticker {
  const { path, pair, volume: model } = context;
  const since = Math.max(0, now - DAY_MS);
  const openLog = logAt(path, since);
  const closeLog = logAt(path, now);
  const inner = logExtremes(path, Math.ceil(since / KNOT_MS), Math.floor(now / KNOT_MS));
  const volumeStart = Math.ceil(since / MINUTE_MS) * MINUTE_MS;
  const sums = volumeStart < now ? volumeSum(model, path, volumeStart, now) : { volume: 0 };
  return {
    base: pair.base,
    quote: pair.quote,
    // No pictures in the demo: the app draws each coin's mark (coin-icon.ts).
    logo: '',
    open: priceFromLog(openLog, pair.places),
    close: priceFromLog(closeLog, pair.places),
    high: priceFromLog(Math.max(inner.max, openLog, closeLog), pair.places),
    low: priceFromLog(Math.min(inner.min, openLog, closeLog), pair.places),
    vol: unitsToDecimal(sums.volume, model.amountPlaces),
  };
}
