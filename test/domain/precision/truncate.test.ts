import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { DECIMAL_PRECISION, DEFAULT_PLACES, truncate } from '../../../src/domain/precision';
import { decimalArb, finiteDoubleArb, oracleTruncate, placesArb } from '../support/decimal-oracle';

describe('truncate (SPEC section 5: truncation, not rounding)', () => {
  it('uses 4 places by default and 8 as the app-wide precision', () => {
    expect(DEFAULT_PLACES).toBe(4);
    expect(DECIMAL_PRECISION).toBe(8);
    expect(truncate('1.99999')).toBe('1.9999');
  });

  it.each([
    ['1.23456', 2, '1.23'],
    ['1.239', 2, '1.23'],
    ['1.2', 4, '1.2000'],
    ['-1.239', 2, '-1.23'],
    ['-0.001', 2, '0.00'],
    ['-0.009', 0, '0'],
    ['9.99', 0, '9'],
    ['12', 3, '12.000'],
    ['0.00001', 8, '0.00001000'],
    ['1e-7', 8, '0.00000010'],
    ['123456789012345678901234567890.987654321', 4, '123456789012345678901234567890.9876'],
  ])('truncate(%s, %i) is %s', (value, places, expected) => {
    expect(truncate(value, places)).toBe(expected);
  });

  it('throws on a value that is not a number', () => {
    for (const value of ['', 'abc', '1,000', 'NaN']) expect(() => truncate(value)).toThrow(TypeError);
  });

  it('throws on places that are negative, fractional or absurd', () => {
    for (const places of [-1, 1.5, NaN, 101]) expect(() => truncate('1', places)).toThrow(RangeError);
  });
});

describe('truncate properties', () => {
  const abs = (value: string) => new Big(value).abs();

  it('never exceeds the input in absolute value and differs from it by less than 10^-places', () => {
    fc.assert(
      fc.property(decimalArb(), placesArb, (value, places) => {
        const cut = truncate(value, places);
        expect(abs(cut).lte(abs(value))).toBe(true);
        expect(new Big(value).minus(cut).abs().lt(new Big(10).pow(-places))).toBe(true);
      }),
    );
  });

  it('agrees with BigInt division, which truncates toward zero', () => {
    fc.assert(
      fc.property(decimalArb(), placesArb, (value, places) => {
        expect(truncate(value, places)).toBe(oracleTruncate(value, places));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(decimalArb(), placesArb, (value, places) => {
        const once = truncate(value, places);
        expect(truncate(once, places)).toBe(once);
      }),
    );
  });

  it('keeps the sign of the input, and never writes a negative zero', () => {
    fc.assert(
      fc.property(decimalArb(), placesArb, (value, places) => {
        const cut = new Big(truncate(value, places));
        expect(cut.eq(0) || cut.gt(0) === new Big(value).gt(0)).toBe(true);
        expect(truncate(value, places)).not.toMatch(/^-0(\.0*)?$/);
      }),
    );
  });

  it('writes exactly `places` decimals in plain notation, even for exponent-notation input', () => {
    fc.assert(
      fc.property(fc.oneof(decimalArb(), finiteDoubleArb.map(String)), placesArb, (value, places) => {
        const expected = places === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${places}}$`);
        expect(truncate(value, places)).toMatch(expected);
      }),
    );
  });
});
