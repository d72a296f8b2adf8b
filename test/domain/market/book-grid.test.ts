import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onGrid, onGridExact, stepDecimals } from '../../../src/domain/market/book-grid';
import { bookRows } from '../../../src/domain/market/order-book';

const digitsArb = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const priceArb = fc
  .tuple(fc.boolean(), digitsArb(1, 8), fc.option(digitsArb(1, 10)))
  .map(
    ([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`,
  );
/** The book's own steps (powers of ten) and some it never uses, which take the exact path. */
const stepArb = fc.constantFrom('1', '0.1', '0.01', '0.0001', '0.00000001', '10', '100', '0.05', '25', '0.5');
const sideArb = fc.constantFrom('bid' as const, 'ask' as const);

describe('book grid', () => {
  it('reads the decimals of power-of-ten steps only', () => {
    expect(stepDecimals('1')).toBe(0);
    expect(stepDecimals('0.01')).toBe(2);
    expect(stepDecimals('0.00000001')).toBe(8);
    for (const step of ['10', '100', '0.05', '0.5', '2', '0.011']) expect(stepDecimals(step)).toBeNull();
  });

  it('puts every price where the exact big.js grid puts it, on any step and side', () => {
    fc.assert(
      fc.property(priceArb, stepArb, sideArb, (price, step, side) => {
        expect(onGrid(price, step, side, stepDecimals(step))).toBe(onGridExact(price, step, side));
      }),
      { numRuns: 3000 },
    );
  });

  it('rounds bids down and asks up between steps', () => {
    expect(onGrid('100.129', '0.01', 'bid', 2)).toBe('100.12');
    expect(onGrid('100.121', '0.01', 'ask', 2)).toBe('100.13');
    expect(onGrid('100.120', '0.01', 'ask', 2)).toBe('100.12');
    expect(onGrid('0100.10', '0.01', 'bid', 2)).toBe('100.1');
  });

  it('writes a lone level amount the way a sum would ("0.250" reads 0.25)', () => {
    expect(bookRows([{ price: '10.00', amount: '0.250' }], 'bid', '0.01', 5)).toEqual([
      { price: '10', amount: '0.25', total: '0.25' },
    ]);
  });

  it('shows no rows for a zero step rather than dividing by it', () => {
    expect(bookRows([{ price: '10', amount: '1' }], 'ask', '0', 5)).toEqual([]);
  });
});
