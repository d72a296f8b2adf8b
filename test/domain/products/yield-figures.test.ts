import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Payout } from '../../../src/domain/products/products';
import { earnings, returnCurve, yieldFigures } from '../../../src/domain/products/yield-figures';
import { cmp, gte, mul } from '../../../src/domain/precision';
import { product } from './products.fixtures';

describe('the yield figures a product shows before the user confirms', () => {
  it('states the APR of a daily rate and no APY where interest does not compound', () => {
    expect(yieldFigures(product({ dailyRate: '0.0005' }))).toEqual({
      dailyRate: '0.0005',
      apr: '0.1825',
      apy: null,
    });
  });

  it('states the APY of a compounding fund, cut and never rounded up', () => {
    const figures = yieldFigures(product({ dailyRate: '0.0003', payout: Payout.compounding }));
    expect(figures.apr).toBe('0.1095');
    // (1.0003)^365 - 1 = 0.1157017490...: the shown figure is its first 8 places, not rounded.
    expect(figures.apy).toBe('0.11570174');
  });

  it('pays simple interest by the day, truncated to 8 places', () => {
    expect(earnings(product({ dailyRate: '0.0005' }), '1000', 30)).toBe('15');
    // 0.123 * 0.00033333 * 7 = 0.00028699713: cut, not rounded.
    expect(earnings(product({ dailyRate: '0.00033333' }), '0.123', 7)).toBe('0.00028699');
    expect(earnings(product(), '1000', 0)).toBe('0');
  });

  it('compounds a fund day by day', () => {
    expect(earnings(product({ dailyRate: '0.01', payout: Payout.compounding }), '100', 2)).toBe('2.01');
  });

  it('never earns more than compounding, and compounding never less than simple interest (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99999 }).map((n) => `0.${String(n).padStart(5, '0')}`),
        fc.integer({ min: 1, max: 10_000_000 }).map(String),
        fc.integer({ min: 0, max: 400 }),
        (rate, amount, days) => {
          const simple = earnings(product({ dailyRate: rate }), amount, days);
          const compound = earnings(product({ dailyRate: rate, payout: Payout.compounding }), amount, days);
          expect(gte(compound, simple)).toBe(true);
          expect(cmp(simple, mul(mul(amount, rate), String(days)))).toBeLessThanOrEqual(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('draws the value over the term, from the principal on day 0 to the last day', () => {
    const curve = returnCurve(product({ termDays: 30 }), '1000');
    expect(curve[0]).toEqual({ day: 0, value: '1000' });
    expect(curve.at(-1)).toEqual({ day: 30, value: '1015' });
    const open = returnCurve(product({ termDays: 0, payout: Payout.compounding }), '100');
    expect(open.at(-1)?.day).toBe(365);
    expect(open.length).toBeLessThanOrEqual(61);
  });
});
