import { coarseAt, octaveValue, PERIODS } from './market-path';
import type { CoinPath, PairPath } from './market-path';

/**
 * What branch and bound may assume about the octaves finer than a level: how much they
 * can add at most, and their exact sum where they all sit on knots.
 */

/** Slack on the bounds, far above float rounding and far below any price tick. */
const EPSILON = 1e-9;

/** Largest total the octaves finer than `level` can add at a point, over both coins. */
export function residual(path: PairPath, level: number): number {
  let sum = EPSILON;
  for (let octave = 0; octave < level; octave += 1) {
    sum += (path.base?.bounds[octave] ?? 0) + (path.quote?.bounds[octave] ?? 0);
  }
  return sum;
}

/** A coin's value at a child knot of a refined segment; zero stands in for USDT. */
export function childValue(
  coin: CoinPath | null,
  level: number,
  index: number,
  a: number,
  b: number,
  rest: number,
  ratio: number,
): number {
  if (!coin) return 0;
  // The right end takes its own parent's value, exactly as the dense builder does.
  return (rest === ratio ? b : coarseAt(a, b, rest, ratio)) + octaveValue(coin, level, index);
}

/**
 * The full value (coin logs without their levels, base minus quote) at a knot of
 * `level`: the finer octaves all sit on knots there, so they just add up.
 */
export function exactAt(path: PairPath, level: number, index: number, base: number, quote: number): number {
  let value = base - quote;
  const at = index * (PERIODS[level] ?? 1);
  for (let octave = 0; octave < level; octave += 1) {
    const knot = at / (PERIODS[octave] ?? 1);
    value +=
      (path.base ? octaveValue(path.base, octave, knot) : 0) -
      (path.quote ? octaveValue(path.quote, octave, knot) : 0);
  }
  return value;
}
