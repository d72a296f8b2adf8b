import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isDecimalString, parseDecimal, toDecimalString } from '../../../src/domain/precision';
import { finiteDoubleArb, PLAIN } from '../support/decimal-oracle';

describe('isDecimalString', () => {
  it.each(['0', '12', '-0.5', '0012.50', '123456789012345678901234567890.123'])('accepts %s', (value) => {
    expect(isDecimalString(value)).toBe(true);
  });

  it.each(['1e-7', '.5', '5.', '+1', ' 1', '1 ', '', '-', '1,000', 'NaN', 'Infinity', '0x10'])(
    'rejects %j',
    (value) => {
      expect(isDecimalString(value)).toBe(false);
    },
  );

  it('rejects values that are not strings', () => {
    for (const value of [12, null, undefined, {}, 1n]) expect(isDecimalString(value)).toBe(false);
  });
});

describe('toDecimalString and parseDecimal', () => {
  it('writes server numbers in plain notation', () => {
    expect(toDecimalString(1e-7)).toBe('0.0000001');
    expect(toDecimalString(1e21)).toBe('1000000000000000000000');
    expect(toDecimalString(0.1)).toBe('0.1');
    expect(toDecimalString(-0)).toBe('0');
  });

  it('normalises server strings, including exponent notation and padding', () => {
    expect(toDecimalString('1.5e3')).toBe('1500');
    expect(toDecimalString(' 12.50 ')).toBe('12.5');
  });

  it('throws on NaN, Infinity and unreadable strings', () => {
    for (const value of [NaN, Infinity, -Infinity, 'abc', '']) {
      expect(() => toDecimalString(value)).toThrow(TypeError);
    }
  });

  it('returns null from parseDecimal for anything unreadable, including absurd exponents', () => {
    for (const value of [null, undefined, {}, [], true, 'abc', NaN, '1e99999999', '1e-99999999']) {
      expect(parseDecimal(value)).toBeNull();
    }
    expect(parseDecimal('1e3')).toBe('1000');
  });
});

describe('decimal parsing properties', () => {
  it('toDecimalString of any finite double is plain notation that reads back as the same double', () => {
    fc.assert(
      fc.property(finiteDoubleArb, (n) => {
        const text = toDecimalString(n);
        expect(text).toMatch(PLAIN);
        expect(isDecimalString(text)).toBe(true);
        expect(Number(text)).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});
