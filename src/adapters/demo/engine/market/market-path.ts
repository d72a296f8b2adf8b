import { coinProfile, NUMERAIRE } from './coins';
import { hashSmall, signedUnit, subKey } from './hash';

/**
 * The log price of a coin is a sum of octaves of seeded value noise, each with knots on a
 * multiple of a 15-second grid and linearly interpolated. The sum is therefore piecewise
 * linear with knots every 15 s, so the high and low of any interval are exactly the
 * extremes over the knots inside it plus its end points: candles are exact, not sampled.
 */
export const KNOT_MS = 15_000;

/**
 * Octave periods in knots, finest first: 15 s, 1 min, 5 min, 15 min, 1 h, 4 h, 1 day,
 * 1 week, 4 weeks, 16 weeks. Each divides the next, so a coarser octave is linear across
 * each segment of a finer one and knotLogs can build the path level by level.
 */
export const PERIODS = [1, 4, 20, 60, 240, 960, 5_760, 40_320, 161_280, 645_120] as const;
const DAY_KNOTS = 5_760;
/** From 1 h up, octaves partly follow a common market factor, so coins move together. */
const FIRST_MARKET_OCTAVE = 4;

export interface CoinPath {
  logLevel: number;
  keys: Int32Array;
  marketKeys: Int32Array;
  amplitudes: number[];
  /** Largest |value| each octave can take: what branch and bound may assume of it. */
  bounds: number[];
  beta: number;
  gamma: number;
}

/** log(base / quote) = log(base / USDT) - log(quote / USDT); null stands for USDT itself. */
export interface PairPath {
  base: CoinPath | null;
  quote: CoinPath | null;
}

function coinPath(marketKey: number, coin: string): CoinPath | null {
  const profile = coinProfile(coin);
  if (coin === NUMERAIRE || !profile) return null;
  const coinKey = subKey(marketKey, coin);
  const gamma = Math.sqrt(1 - profile.beta * profile.beta);
  const amplitudes = PERIODS.map(
    (period) => profile.dailyVol * Math.sqrt(Math.min(period, profile.calmAbove ?? period) / DAY_KNOTS),
  );
  return {
    logLevel: Math.log(profile.level),
    keys: Int32Array.from(PERIODS, (_, k) => subKey(coinKey, `octave-${k}`)),
    marketKeys: Int32Array.from(PERIODS, (_, k) => subKey(marketKey, `market-octave-${k}`)),
    amplitudes,
    bounds: amplitudes.map((amplitude, k) =>
      k < FIRST_MARKET_OCTAVE || profile.beta === 0 ? amplitude : amplitude * (profile.beta + gamma),
    ),
    beta: profile.beta,
    gamma,
  };
}

export function pairPath(marketKey: number, base: string, quote: string): PairPath {
  return { base: coinPath(marketKey, base), quote: coinPath(marketKey, quote) };
}

export function octaveValue(coin: CoinPath, octave: number, index: number): number {
  const amplitude = coin.amplitudes[octave] ?? 0;
  const own = signedUnit(hashSmall(coin.keys[octave] ?? 0, index));
  if (octave < FIRST_MARKET_OCTAVE || coin.beta === 0) return amplitude * own;
  const shared = signedUnit(hashSmall(coin.marketKeys[octave] ?? 0, index));
  return amplitude * (coin.beta * shared + coin.gamma * own);
}

/** The coarse part of a child point: its parent segment's value at the child's position. */
export function coarseAt(a: number, b: number, rest: number, ratio: number): number {
  return rest === 0 ? a : a + (b - a) * (rest / ratio);
}

/**
 * Sum of the coin's octaves of period >= PERIODS[level], at that level's knots
 * from..to (inclusive, in units of PERIODS[level]), built from the coarsest octave down.
 */
export function coinLevelValues(coin: CoinPath, level: number, from: number, to: number): number[] {
  const span = PERIODS[level] ?? 1;
  let octave = PERIODS.length - 1;
  let period = PERIODS[octave] ?? 1;
  let start = Math.floor((from * span) / period);
  let values: number[] = [];
  for (let index = start; index <= Math.ceil((to * span) / period); index += 1) {
    values.push(octaveValue(coin, octave, index));
  }
  while (octave > level) {
    const ratio = period / (PERIODS[octave - 1] ?? 1);
    octave -= 1;
    period = PERIODS[octave] ?? 1;
    const first = Math.floor((from * span) / period);
    const last = Math.ceil((to * span) / period);
    const next: number[] = [];
    for (let index = first; index <= last; index += 1) {
      const parent = Math.floor(index / ratio);
      const a = values[parent - start] ?? 0;
      const b = values[parent - start + 1] ?? 0;
      next.push(coarseAt(a, b, index - parent * ratio, ratio) + octaveValue(coin, octave, index));
    }
    values = next;
    start = first;
  }
  return values;
}

/** The pair's log price from its coins' values: one expression, used by every caller. */
export function pairLog(path: PairPath, base: number, quote: number): number {
  const b = path.base ? base + path.base.logLevel : 0;
  return path.quote ? b - (quote + path.quote.logLevel) : b;
}

/** Log price of the pair at level knots from..to inclusive (level 0: knot index = ms / KNOT_MS). */
export function levelLogs(path: PairPath, level: number, from: number, to: number): number[] {
  const base = path.base ? coinLevelValues(path.base, level, from, to) : null;
  const quote = path.quote ? coinLevelValues(path.quote, level, from, to) : null;
  const logs: number[] = [];
  for (let i = 0; i <= to - from; i += 1) logs.push(pairLog(path, base?.[i] ?? 0, quote?.[i] ?? 0));
  return logs;
}

export function knotLogs(path: PairPath, from: number, to: number): number[] {
  return levelLogs(path, 0, from, to);
}

/**
 * Linear interpolation between two knots, clamped so that float rounding can never put a
 * point outside its knots: the knot extremes stay the exact extremes of the path.
 */
export function interpolateLog(a: number, b: number, fraction: number): number {
  const value = a + (b - a) * fraction;
  return Math.min(Math.max(value, Math.min(a, b)), Math.max(a, b));
}

/** Log price of the pair at any millisecond t >= 0. */
export function logAt(path: PairPath, t: number): number {
  const knot = Math.floor(t / KNOT_MS);
  const rest = t - knot * KNOT_MS;
  const logs = knotLogs(path, knot, knot + 1);
  const a = logs[0] ?? 0;
  return rest === 0 ? a : interpolateLog(a, logs[1] ?? 0, rest / KNOT_MS);
}
