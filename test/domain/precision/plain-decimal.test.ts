import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePlain, normalisePlain, truncatePlain } from '../../../src/domain/precision/plain-decimal';
import { formatAmount, truncate } from '../../../src/domain/precision';

/** The big.js formatter the fast path stands in for: round toward zero, fixed places. */
const viaBig = (value: string, places: number) => new Big(value).round(places, Big.roundDown).toFixed(places);

const digitsArb = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Plain decimals as they may arrive: leading zeros, trailing zeros, '-0', long fractions. */
const plainArb = fc
  .tuple(fc.boolean(), digitsArb(1, 30), fc.option(digitsArb(1, 30)))
  .map(
    ([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`,
  );

describe('truncatePlain, the string-only cut of short plain decimals', () => {
  it('gives exactly what big.js gives, for any short plain decimal and places', () => {
    fc.assert(
      fc.property(plainArb, fc.integer({ min: 0, max: 40 }), (value, places) => {
        expect(truncatePlain(value, places)).toBe(viaBig(value, places));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['007.50', 1, '7.5'],
    ['-0.001', 2, '0.00'],
    ['-0.001', 3, '-0.001'],
    ['-5', 0, '-5'],
    ['-0.9', 0, '0'],
    ['12', 3, '12.000'],
    ['0000', 0, '0'],
  ])('cuts %s to %i places as %s', (value, places, expected) => {
    expect(truncatePlain(value, places)).toBe(expected);
    expect(viaBig(value, places)).toBe(expected);
  });

  it('leaves exponent notation, odd shapes and very long strings to big.js', () => {
    for (const value of ['1e5', '.5', '5.', '+1', ' 1', '', '1,000', '0x10', `1${'0'.repeat(80)}`]) {
      expect(truncatePlain(value, 2)).toBeNull();
    }
  });

  it('keeps truncate and formatAmount on the big.js results for what it leaves out', () => {
    expect(truncate('1e-7', 8)).toBe('0.00000010');
    expect(formatAmount(`1${'0'.repeat(80)}`, 0)).toBe(`100${',000'.repeat(26)}`);
    expect(formatAmount(`1${'0'.repeat(2000)}`, 0)).toBe('--');
  });
});

describe('normalisePlain and comparePlain, the big.js-free forms for short decimals', () => {
  it('writes a non-negative plain decimal as big.js toFixed() does', () => {
    fc.assert(
      fc.property(plainArb, (value) => {
        const expected = value.startsWith('-') ? null : new Big(value).toFixed();
        expect(normalisePlain(value)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('orders short plain decimals exactly as big.js does, and leaves long ones to it', () => {
    const shortArb = plainArb.filter((v) => v.length <= 15);
    fc.assert(
      fc.property(shortArb, shortArb, (a, b) => {
        expect(comparePlain(a, b)).toBe(new Big(a).cmp(new Big(b)));
      }),
      { numRuns: 3000 },
    );
    // Neighbours at the last of 15 digits stay apart.
    expect(comparePlain('99999999.999998', '99999999.999999')).toBe(-1);
    expect(comparePlain('-0', '0')).toBe(0);
    expect(comparePlain('1234567890123456', '1')).toBeNull();
    expect(comparePlain('1e3', '1')).toBeNull();
  });
});
