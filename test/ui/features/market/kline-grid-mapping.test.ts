import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  linearMapping,
  type Convert,
} from '../../../../src/ui/features/market/kline/kline-grid-mapping';

/** A grid as echarts lays it out: linear in the candle's index and in the value, y growing downwards. */
const gridOf =
  (left: number, band: number, top: number, max: number, pxPerValue: number): Convert =>
  (index, value) => [left + (index + 0.5) * band, top + (max - value) * pxPerValue];

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true });

describe('linearMapping', () => {
  it("maps every point as echarts' own conversion does, from two conversions", () => {
    fc.assert(
      fc.property(
        fc.record({
          left: finite(0, 200),
          band: finite(0.5, 40),
          top: finite(0, 100),
          max: finite(1, 200_000),
          pxPerValue: finite(1e-4, 50),
        }),
        fc.integer({ min: 0, max: 2_000 }),
        finite(0, 200_000),
        fc.integer({ min: 0, max: 2_000 }),
        finite(0, 200_000),
        (grid, index, value, otherIndex, otherValue) => {
          const convert = gridOf(grid.left, grid.band, grid.top, grid.max, grid.pxPerValue);
          const calls: number[] = [];
          const counted: Convert = (i, v) => (calls.push(i), convert(i, v));
          const map = linearMapping(counted, index, value);
          const [x, y] = map(otherIndex, otherValue);
          const [ex, ey] = convert(otherIndex, otherValue);
          // To well under a thousandth of a pixel.
          expect(Math.abs(x - ex)).toBeLessThan(1e-3);
          expect(Math.abs(y - ey)).toBeLessThan(1e-3);
          expect(calls).toHaveLength(2);
        },
      ),
    );
  });

  it('maps a flat candle (open, close, high and low equal) and a zero volume as well', () => {
    const convert = gridOf(10, 8, 20, 100, 2);
    const map = linearMapping(convert, 5, 0);
    expect(map(5, 0)).toEqual(convert(5, 0));
    expect(map(4, 0)).toEqual(convert(4, 0));
    expect(map(5, 42)).toEqual(convert(5, 42));
  });
});

describe('boundsOf', () => {
  it('answers the two corners of the box round the points', () => {
    expect(
      boundsOf([
        [3, 9],
        [1, 4],
        [7, 6],
      ]),
    ).toEqual([
      [1, 4],
      [7, 9],
    ]);
  });

  it('holds every point between its corners', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(finite(-1e4, 1e4), finite(-1e4, 1e4)), { minLength: 1 }), (points) => {
        const [[minX, minY], [maxX, maxY]] = boundsOf(points);
        for (const [x, y] of points) {
          expect(x).toBeGreaterThanOrEqual(minX);
          expect(x).toBeLessThanOrEqual(maxX);
          expect(y).toBeGreaterThanOrEqual(minY);
          expect(y).toBeLessThanOrEqual(maxY);
        }
      }),
    );
  });
});
