import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutSignificant, quoteFigures } from '../../../src/domain/convert/quote-figures';
import { add, cmp, mul, sub } from '../../../src/domain/precision';

const decimal = (max: number, places: number) =>
  fc
    .tuple(fc.integer({ min: 1, max }), fc.integer({ min: 0, max: 10 ** places - 1 }))
    .map(([whole, part]) => `${whole}.${String(part).padStart(places, '0')}`);

describe('quote figures', () => {
  it('keeps ten significant digits of a rate, toward zero', () => {
    expect(cutSignificant('0.00000000023157894736842')).toBe('0.0000000002315789473');
    expect(cutSignificant('95123.456789123')).toBe('95123.45678');
    expect(cutSignificant('0')).toBe('0');
  });

  it('quotes 1000 USDT in BTC at the price less the spread, the fee out of the gross', () => {
    const figures = quoteFigures({
      fromAmount: '1000',
      fromPrice: '1',
      toPrice: '100000',
      spread: '0.002',
      feeRate: '0.001',
    });
    expect(figures).toMatchObject({ rate: '0.00000998', gross: '0.00998', fee: '0.00000998' });
    expect(figures.toAmount).toBe('0.00997002');
  });

  it('never pays more than the mid rate less the spread, and the parts add up', () => {
    fc.assert(
      fc.property(
        decimal(100_000, 8),
        decimal(100_000, 8),
        decimal(100_000, 8),
        fc.constantFrom('0', '0.001', '0.002', '0.01'),
        fc.constantFrom('0', '0.001', '0.005'),
        (fromAmount, fromPrice, toPrice, spread, feeRate) => {
          const figures = quoteFigures({ fromAmount, fromPrice, toPrice, spread, feeRate });
          const fair = mul(mul(fromAmount, figures.mid), sub('1', spread));
          expect(cmp(figures.gross, fair)).toBeLessThanOrEqual(0);
          expect(add(figures.toAmount, figures.fee)).toBe(figures.gross);
          expect(cmp(figures.fee, '0')).toBeGreaterThanOrEqual(0);
          expect(cmp(figures.toAmount, '0')).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
