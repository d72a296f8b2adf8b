import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, cmp, div, gt, gte, isZero, lt, lte, mul, sub } from '../../../src/domain/precision';
import {
  decimalArb,
  finiteDoubleArb,
  oracleAdd,
  oracleCmp,
  oracleDiv,
  oracleMul,
  PLAIN,
  placesArb,
  sameValue,
} from '../support/decimal-oracle';

describe('decimal arithmetic on strings', () => {
  it('adds without binary floating-point error', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
  });

  it('subtracts the minimum open amount exactly', () => {
    expect(sub('1', '0.00001')).toBe('0.99999');
  });

  it('multiplies and writes tiny products in plain notation', () => {
    expect(mul('1.1', '1.1')).toBe('1.21');
    expect(mul('0.00001', '0.00001')).toBe('0.0000000001');
  });

  it('truncates quotients toward zero instead of rounding', () => {
    expect(div('2', '3', 4)).toBe('0.6666');
    expect(div('-2', '3', 4)).toBe('-0.6666');
    expect(div('1', '3')).toBe(`0.${'3'.repeat(20)}`);
  });

  it('refuses division by zero', () => {
    expect(() => div('1', '0')).toThrow(RangeError);
    expect(() => div('1', '-0.000')).toThrow(RangeError);
  });

  it('throws a TypeError on input that is not a number', () => {
    expect(() => add('abc', '1')).toThrow(TypeError);
    expect(() => cmp('1', '')).toThrow(TypeError);
  });

  it('compares by value, not by text', () => {
    expect(cmp('1.50', '1.5')).toBe(0);
    expect(cmp('10', '9')).toBe(1);
    expect(cmp('-1', '0.5')).toBe(-1);
    expect([gt('2', '1'), gte('1', '1.0'), lt('0.1', '0.2'), lte('3', '2')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([isZero('0.000'), isZero('-0'), isZero('0.00001')]).toEqual([true, true, false]);
  });
});

describe('decimal properties', () => {
  it('add and mul agree with exact BigInt arithmetic', () => {
    fc.assert(
      fc.property(decimalArb(), decimalArb(), (a, b) => {
        expect(sameValue(add(a, b), oracleAdd(a, b))).toBe(true);
        expect(sameValue(mul(a, b), oracleMul(a, b))).toBe(true);
      }),
    );
  });

  it('sub undoes add', () => {
    fc.assert(fc.property(decimalArb(), decimalArb(), (a, b) => sameValue(sub(add(a, b), b), a)));
  });

  it('div equals the BigInt quotient truncated toward zero', () => {
    const nonZero = decimalArb().filter((b) => !isZero(b));
    fc.assert(
      fc.property(decimalArb(), nonZero, placesArb, (a, b, places) => {
        expect(sameValue(div(a, b, places), oracleDiv(a, b, places))).toBe(true);
      }),
    );
  });

  it('cmp agrees with BigInt comparison and the named comparisons agree with cmp', () => {
    fc.assert(
      fc.property(decimalArb(), decimalArb(), (a, b) => {
        const order = cmp(a, b);
        expect(order).toBe(oracleCmp(a, b));
        // 0 - order, not -order: toBe tells -0 from 0 when the two are equal.
        expect(cmp(b, a)).toBe(0 - order);
        expect([gt(a, b), gte(a, b), lt(a, b), lte(a, b)]).toEqual([
          order > 0,
          order >= 0,
          order < 0,
          order <= 0,
        ]);
      }),
    );
  });

  it('isZero agrees with comparing to zero, in plain and exponent notation', () => {
    fc.assert(
      // Zeros in their written forms come up as often as the rest.
      fc.property(fc.oneof(decimalArb(), fc.constantFrom('0', '-0', '0.000', '00.0', '-0.00')), (a) => {
        expect(isZero(a)).toBe(oracleCmp(a, '0') === 0);
      }),
    );
    expect([isZero('0e5'), isZero('1e-7'), isZero('-0.0e-3')]).toEqual([true, false, true]);
  });

  it('arithmetic on exponent-notation input still answers in plain notation', () => {
    fc.assert(
      fc.property(finiteDoubleArb, finiteDoubleArb, (x, y) => {
        const [a, b] = [String(x), String(y)];
        for (const result of [add(a, b), sub(a, b), mul(a, b)]) expect(result).toMatch(PLAIN);
      }),
    );
  });
});
