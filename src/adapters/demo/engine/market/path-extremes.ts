import { knotLogs, octaveValue, pairLog, PERIODS } from './market-path';
import type { PairPath } from './market-path';
import { childValue, exactAt, residual } from './octave-bounds';
import { take } from './search-buffers';

export interface LogExtremes {
  max: number;
  min: number;
}

/** Short ranges are cheaper to evaluate knot by knot. */
const DENSE_LIMIT = 64;

function extremesOf(values: ArrayLike<number>): LogExtremes {
  let max = -Infinity;
  let min = Infinity;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] ?? 0;
    if (value > max) max = value;
    if (value < min) min = value;
  }
  return { max, min };
}

/**
 * Exact max and min of the pair's log price over knots from..to (inclusive), without
 * visiting every knot: branch and bound from the coarsest octave down. A segment of a
 * level can only hold an extreme if its end values, widened by the most the finer
 * octaves can add, reach past a value already certain to be attained; only those
 * segments are refined. The knots finally compared give the same floats as knotLogs.
 */
export function logExtremes(path: PairPath, from: number, to: number): LogExtremes {
  if (to - from <= DENSE_LIMIT) return extremesOf(knotLogs(path, from, to));
  let level = PERIODS.length - 1;
  let period = PERIODS[level] ?? 1;
  let which = 0;
  let points = take(which, Math.ceil(to / period) - Math.floor(from / period) + 1);
  let count = 0;
  for (let i = Math.floor(from / period); i <= Math.ceil(to / period); i += 1) {
    points.index[count] = i;
    points.base[count] = path.base ? octaveValue(path.base, level, i) : 0;
    points.quote[count] = path.quote ? octaveValue(path.quote, level, i) : 0;
    count += 1;
  }
  // Values certainly attained somewhere in range: they only ever tighten.
  let floorOfMax = -Infinity;
  let ceilOfMin = Infinity;
  while (level > 0) {
    const { index, base, quote } = points;
    const slack = residual(path, level);
    let top = -1;
    let bottom = -1;
    for (let i = 0; i < count; i += 1) {
      const at = (index[i] ?? 0) * period;
      if (at < from || at > to) continue;
      const value = (base[i] ?? 0) - (quote[i] ?? 0);
      if (top < 0 || value > (base[top] ?? 0) - (quote[top] ?? 0)) top = i;
      if (bottom < 0 || value < (base[bottom] ?? 0) - (quote[bottom] ?? 0)) bottom = i;
    }
    // The best-looking knot's true value beats "its value minus the slack" by far.
    if (top >= 0)
      floorOfMax = Math.max(
        floorOfMax,
        exactAt(path, level, index[top] ?? 0, base[top] ?? 0, quote[top] ?? 0),
      );
    if (bottom >= 0) {
      ceilOfMin = Math.min(
        ceilOfMin,
        exactAt(path, level, index[bottom] ?? 0, base[bottom] ?? 0, quote[bottom] ?? 0),
      );
    }
    const childPeriod = PERIODS[level - 1] ?? 1;
    const ratio = period / childPeriod;
    const lo = Math.floor(from / childPeriod);
    const hi = Math.ceil(to / childPeriod);
    which = 1 - which;
    const next = take(which, hi - lo + 1);
    let nextCount = 0;
    for (let s = 0; s + 1 < count; s += 1) {
      const p = index[s] ?? 0;
      if (index[s + 1] !== p + 1) continue;
      const a = (base[s] ?? 0) - (quote[s] ?? 0);
      const b = (base[s + 1] ?? 0) - (quote[s + 1] ?? 0);
      if (Math.max(a, b) + slack < floorOfMax && Math.min(a, b) - slack > ceilOfMin) continue;
      const first = Math.max(p * ratio, lo, nextCount > 0 ? (next.index[nextCount - 1] ?? 0) + 1 : lo);
      const last = Math.min(p * ratio + ratio, hi);
      for (let c = first; c <= last; c += 1) {
        const rest = c - p * ratio;
        next.index[nextCount] = c;
        next.base[nextCount] = childValue(
          path.base,
          level - 1,
          c,
          base[s] ?? 0,
          base[s + 1] ?? 0,
          rest,
          ratio,
        );
        next.quote[nextCount] = childValue(
          path.quote,
          level - 1,
          c,
          quote[s] ?? 0,
          quote[s + 1] ?? 0,
          rest,
          ratio,
        );
        nextCount += 1;
      }
    }
    level -= 1;
    period = childPeriod;
    points = next;
    count = nextCount;
  }
  let max = -Infinity;
  let min = Infinity;
  for (let i = 0; i < count; i += 1) {
    const knot = points.index[i] ?? 0;
    if (knot < from || knot > to) continue;
    const log = pairLog(path, points.base[i] ?? 0, points.quote[i] ?? 0);
    if (log > max) max = log;
    if (log < min) min = log;
  }
  return { max, min };
}
