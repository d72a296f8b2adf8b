/** A pixel on the chart: [x, y]. */
export type Point = [number, number];

/** echarts' data-to-pixel conversion of one grid (convertToPixel). */
export type Convert = (index: number, value: number) => Point;

/**
 * One grid's data-to-pixel mapping from two of echarts' conversions, near (`index`, `value`).
 * Both axes of a kline grid are linear: the category axis in the candle's index, the value
 * axis (scaled to the data, never logarithmic) in the value, so every other point is a sum and
 * a product. Each convertToPixel call looks the grid up through echarts' component model
 * first; the live layer maps some twenty points per tick, and its conversions were about a
 * fifth of the tick's script in a profile (the live candle budget, DESIGN section 4).
 */
export function linearMapping(convert: Convert, index: number, value: number): Convert {
  const [x0, y0] = convert(index, value);
  const [x1, y1] = convert(index - 1, value + 1);
  const perIndex = x0 - x1;
  const perValue = y1 - y0;
  return (i, v) => [x0 + (i - index) * perIndex, y0 + (v - value) * perValue];
}

/**
 * The two corners of the box round `points`: a rectangle (a grid) holds every point exactly
 * when it holds both, so two containPixel calls answer for all of them.
 */
export function boundsOf(points: readonly Point[]): [Point, Point] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [
    [minX, minY],
    [maxX, maxY],
  ];
}
