import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashString } from '../../../../src/adapters/demo/engine/market/hash';
import {
  interpolateLog,
  knotLogs,
  logAt,
  pairPath,
  KNOT_MS,
} from '../../../../src/adapters/demo/engine/market/market-path';
import { logExtremes } from '../../../../src/adapters/demo/engine/market/path-extremes';
import { MARKET_PAIRS } from '../../../../src/adapters/demo/engine';

const anyPath = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...MARKET_PAIRS))
  .map(([seed, pair]) => pairPath(hashString(seed), pair.base, pair.quote));
const anyKnot = fc.integer({ min: 100_000_000, max: 130_000_000 });

describe('market path', () => {
  it('finds the same extremes by branch and bound as by visiting every knot', () => {
    fc.assert(
      fc.property(anyPath, anyKnot, fc.integer({ min: 0, max: 12_000 }), (path, from, length) => {
        const logs = knotLogs(path, from, from + length);
        expect(logExtremes(path, from, from + length)).toEqual({
          max: Math.max(...logs),
          min: Math.min(...logs),
        });
      }),
      { numRuns: 150 },
    );
  });

  it('gives a knot the same value whatever range it is computed in', () => {
    fc.assert(
      fc.property(
        anyPath,
        anyKnot,
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (path, knot, before, after) => {
          const wide = knotLogs(path, knot - before, knot + after);
          expect(wide[before]).toBe(knotLogs(path, knot, knot)[0]);
        },
      ),
    );
  });

  it('is linear between knots and never leaves them', () => {
    fc.assert(
      fc.property(anyPath, anyKnot, fc.integer({ min: 1, max: KNOT_MS - 1 }), (path, knot, offset) => {
        const [a = 0, b = 0] = knotLogs(path, knot, knot + 1);
        const inside = logAt(path, knot * KNOT_MS + offset);
        expect(inside).toBeGreaterThanOrEqual(Math.min(a, b));
        expect(inside).toBeLessThanOrEqual(Math.max(a, b));
        expect(inside).toBe(interpolateLog(a, b, offset / KNOT_MS));
      }),
    );
  });
});
