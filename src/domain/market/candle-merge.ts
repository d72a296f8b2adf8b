import type { Candle } from './market';

/**
 * The newest candles of a poll merged into the series shown: the forming candle is
 * replaced, later ones appended, the series trimmed to `limit`. Returns null when the
 * update does not touch the series (a gap), so the caller asks for the full series again.
 */
export function mergeCandles(
  shown: readonly Candle[],
  update: readonly Candle[],
  limit: number,
): Candle[] | null {
  if (update.length === 0) return [...shown];
  const last = shown.at(-1);
  if (last === undefined) return null;
  const first = update[0];
  if (first === undefined || first.timestamp > last.timestamp) {
    // Every update candle is new: only safe when the update still overlaps or abuts the series.
    return null;
  }
  const keep = shown.filter((c) => c.timestamp < first.timestamp);
  const merged = [...keep, ...update];
  return merged.length > limit ? merged.slice(merged.length - limit) : merged;
}
