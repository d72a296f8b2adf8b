import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookRowsInUnits } from '../../../src/domain/market/book-rows-in-units';
import { exactBookRows, exactSpread, spreadOf } from '../../../src/domain/market/order-book';
import { isDecimalString, isZero } from '../../../src/domain/precision';
import { stepDecimals } from '../../../src/domain/market/book-grid';
import { fromUnits, toUnits, unitsQuotient } from '../../../src/domain/precision/units';

// The order book's whole-unit path must give exactly what the decimal path gives, or nothing.

/** A plain decimal with up to `int` integer and `frac` fraction digits, zeros and all. */
const decimal = (int: number, frac: number) =>
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: int }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: frac }),
    )
    .map(([i, f]) => (f === '' ? i : `${i}.${f}`));
/** What a feed may send: mostly book-like decimals, sometimes a sign, an exponent, long digits. */
const feedValue = fc.oneof(
  { weight: 8, arbitrary: decimal(7, 8) },
  { weight: 1, arbitrary: decimal(16, 16) },
  { weight: 1, arbitrary: fc.constantFrom('-1.5', '1e3', '', 'abc', '0', '0.000', '007.50') },
);
const steps = fc.constantFrom('1', '10', '0.1', '0.01', '0.0001', '0.00000001');
const side = fc.constantFrom('bid' as const, 'ask' as const);

describe('book rows in whole units', () => {
  it('equal the decimal path wherever they give an answer', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: feedValue, amount: feedValue }), { maxLength: 40 }),
        side,
        steps,
        fc.integer({ min: 1, max: 25 }),
        (levels, bookSide, step, rows) => {
          const decimals = stepDecimals(step);
          if (decimals === null) return; // '10' has no power-of-ten decimals: the decimal path only
          const fast = bookRowsInUnits(levels, bookSide, decimals, rows);
          if (fast !== null) expect(fast).toEqual(exactBookRows(levels, bookSide, step, decimals, rows));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('answer for books as feeds send them, so the book takes this path', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: decimal(6, 4), amount: decimal(5, 6) }), { maxLength: 40 }),
        side,
        fc.constantFrom('1', '0.1', '0.01'),
        (levels, bookSide, step) => {
          const decimals = stepDecimals(step) as number;
          const fast = bookRowsInUnits(levels, bookSide, decimals, 20);
          expect(fast).not.toBeNull();
          expect(fast).toEqual(exactBookRows(levels, bookSide, step, decimals, 20));
        },
      ),
    );
  });

  it('leave to the decimal path a level with a sign, an exponent or digits past exact integers', () => {
    const level = (price: string, amount: string) => [{ price, amount }];
    expect(bookRowsInUnits(level('-1', '1'), 'bid', 2, 5)).toBeNull();
    expect(bookRowsInUnits(level('1', '1e3'), 'bid', 2, 5)).toBeNull();
    expect(bookRowsInUnits(level('1', '123456789012.123456'), 'bid', 2, 5)).toBeNull();
    expect(bookRowsInUnits(level('1', 'x'), 'ask', 2, 5)).toBeNull();
  });

  it('round an ask up and a bid down to the step, as the decimal path does', () => {
    const levels = [
      { price: '100.01', amount: '0.5' },
      { price: '100.10', amount: '1.25' },
      { price: '100.99', amount: '2' },
    ];
    expect(bookRowsInUnits(levels, 'ask', 1, 5)).toEqual([
      { price: '100.1', amount: '1.75', total: '1.75' },
      { price: '101', amount: '2', total: '3.75' },
    ]);
    expect(bookRowsInUnits(levels, 'bid', 0, 5)).toEqual([{ price: '100', amount: '3.75', total: '3.75' }]);
  });
});

describe('decimal units', () => {
  it('read a short unsigned decimal cut to the scale, and write it back in big.js form', () => {
    expect(toUnits('12.345', 2)).toEqual({ units: 1234, cutOff: true });
    expect(toUnits('12.300', 1)).toEqual({ units: 123, cutOff: false });
    expect(toUnits('007.5', 3)).toEqual({ units: 7500, cutOff: false });
    expect(toUnits('-1', 0)).toBeNull();
    expect(fromUnits(7500, 3)).toBe('7.5');
    expect(fromUnits(5, 3)).toBe('0.005');
    expect(fromUnits(0, 4)).toBe('0');
    expect(fromUnits(120, 0)).toBe('120');
  });
});

describe('the spread in whole units', () => {
  const row = (price: string) => [{ price, amount: '1', total: '1' }];
  it('equals the decimal path for any two prices', () => {
    fc.assert(
      fc.property(feedValue, feedValue, (bid, ask) => {
        fc.pre(isDecimalString(bid) && isDecimalString(ask) && !isZero(ask));
        expect(spreadOf(row(bid), row(ask))).toEqual(exactSpread(bid, ask));
      }),
      { numRuns: 3_000 },
    );
  });

  it('cuts the percentage to three places, never rounding it up', () => {
    expect(spreadOf(row('99.99'), row('100'))).toEqual({ value: '0.01', percent: '0.01' });
    expect(spreadOf(row('2'), row('3'))).toEqual({ value: '1', percent: '33.333' });
    expect(spreadOf(row('0.000001'), row('0.000003'))).toEqual({ value: '0.000002', percent: '66.666' });
  });
});

describe('a quotient of whole units', () => {
  it('is the floor, also where the double quotient rounds up to a whole number', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 50 }), fc.integer({ min: 1, max: 2 ** 50 }), (dividend, divisor) => {
        const quotient = unitsQuotient(dividend, divisor);
        if (quotient === null) return;
        expect(BigInt(quotient)).toBe(BigInt(dividend) / BigInt(divisor));
      }),
    );
    expect(unitsQuotient(2 ** 53, 3)).toBeNull();
  });
});
