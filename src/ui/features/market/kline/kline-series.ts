import type { Candle } from '../../../../domain/market/market';

/** Moving averages drawn over the closes. */
export const MA_PERIODS = [5, 10, 30] as const;

// Chart points: [category index, ...values]. Numbers only from here on: echarts draws them.
export type CandlePoint = [number, number, number, number, number];
export type ValuePoint = [number, number];

/**
 * The closed candles: they change only when a candle closes (or the view changes). Each
 * series is its points laid end to end in one typed array ([index, open, close, low, high]
 * per candle, [index, value] per volume or average): echarts fills its storage from a typed
 * array in one pass, where an array of point arrays is copied, checked and parsed point by
 * point, some 10,000 of them for 2,000 candles (DESIGN.md section 4, the first render).
 */
export interface KlineHistory {
  categories: number[];
  candles: Float64Array;
  volumeUp: Float64Array;
  volumeDown: Float64Array;
  averages: Float64Array[];
}

/** Values per point of each packed series. */
export const CANDLE_SIZE = 5;
export const VALUE_SIZE = 2;

/** The forming candle and what hangs on it: what a regular tick changes. */
export interface KlineLive {
  candle: CandlePoint[];
  volume: { value: ValuePoint; rising: boolean }[];
  /** Per period, the segment from the last closed average to the live one. */
  averages: ValuePoint[][];
}

const point = (c: Candle, i: number): CandlePoint => [i, +c.open, +c.close, +c.low, +c.high];

/** The moving averages of `closes`, packed per period (none before enough closes). */
function averagesOf(closes: Float64Array): Float64Array[] {
  return MA_PERIODS.map((period) => {
    const out = new Float64Array(Math.max(0, closes.length - period + 1) * VALUE_SIZE);
    let sum = 0;
    closes.forEach((close, i) => {
      sum += close;
      if (i >= period) sum -= closes[i - period] ?? 0;
      if (i >= period - 1) out.set([i, sum / period], (i - period + 1) * VALUE_SIZE);
    });
    return out;
  });
}

export function historyOf(candles: readonly Candle[]): KlineHistory {
  const closed = candles.length - 1;
  const packedCandles = new Float64Array(Math.max(0, closed) * CANDLE_SIZE);
  const closes = new Float64Array(Math.max(0, closed));
  const up: number[] = [];
  const down: number[] = [];
  for (let i = 0; i < closed; i += 1) {
    const c = candles[i] as Candle;
    const candle = point(c, i);
    packedCandles.set(candle, i * CANDLE_SIZE);
    const [, open, close] = candle;
    closes[i] = close;
    (close >= open ? up : down).push(i, +c.volume);
  }
  return {
    categories: candles.map((c) => c.timestamp),
    candles: packedCandles,
    volumeUp: Float64Array.from(up),
    volumeDown: Float64Array.from(down),
    averages: averagesOf(closes),
  };
}

/** The live candle's points; reads only the last `max period` closes, not the whole series. */
export function liveOf(candles: readonly Candle[]): KlineLive {
  const n = candles.length;
  const last = candles.at(-1);
  if (last === undefined) return { candle: [], volume: [], averages: MA_PERIODS.map(() => []) };
  const p = point(last, n - 1);
  const tail = candles.slice(-(Math.max(...MA_PERIODS) + 1)).map((c) => +c.close);
  const averages = MA_PERIODS.map((period) => {
    const at = (end: number): number | null => {
      const window = tail.slice(Math.max(0, end - period), end);
      return window.length === period ? window.reduce((a, b) => a + b, 0) / period : null;
    };
    const now = at(tail.length);
    const before = at(tail.length - 1);
    const segment: ValuePoint[] = [];
    if (before !== null) segment.push([n - 2, before]);
    if (now !== null) segment.push([n - 1, now]);
    return segment;
  });
  return { candle: [p], volume: [{ value: [n - 1, +last.volume], rising: p[2] >= p[1] }], averages };
}

const sameCandle = (a: Candle | undefined, b: Candle | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.timestamp === b.timestamp &&
    a.open === b.open &&
    a.close === b.close &&
    a.high === b.high &&
    a.low === b.low &&
    a.volume === b.volume);

/**
 * What a comparison needs of a series shown: its length and the candles at its ends. A chart
 * keeps this of what it drew, not the series itself: a series held from the chart's first
 * moment would keep each minute's closed candle alive on a chart left open all day.
 */
export interface SeriesEnds {
  length: number;
  first: Candle | undefined;
  lastClosed: Candle | undefined;
  forming: Candle | undefined;
}

export function endsOf(candles: readonly Candle[]): SeriesEnds {
  return { length: candles.length, first: candles[0], lastClosed: candles.at(-2), forming: candles.at(-1) };
}

/** What changed between two series: nothing, only the forming candle, or the closed ones too. */
export function changeOf(before: SeriesEnds | null, after: readonly Candle[]): 'none' | 'live' | 'history' {
  if (before === null || before.length !== after.length) return 'history';
  const n = after.length;
  if (!sameCandle(before.first, after[0]) || !sameCandle(before.lastClosed, after[n - 2])) return 'history';
  return sameCandle(before.forming, after[n - 1]) ? 'none' : 'live';
}
