import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, groupThousands, NO_AMOUNT, truncate } from '../../../src/domain/precision';
import { decimalArb, placesArb } from '../support/decimal-oracle';

describe('formatAmount (SPEC section 5: thousands separators and truncation)', () => {
  it.each([
    ['1234567.891', 2, '1,234,567.89'],
    ['1234567.899', 2, '1,234,567.89'],
    ['-1234.5', 2, '-1,234.50'],
    ['999', 2, '999.00'],
    ['1000', 0, '1,000'],
    ['0.123456', 4, '0.1234'],
    ['-0.00001', 4, '0.0000'],
    ['1e21', 0, '1,000,000,000,000,000,000,000'],
  ])('formatAmount(%s, %i) is %s', (value, places, expected) => {
    expect(formatAmount(value, places)).toBe(expected);
  });

  it('uses 4 places by default', () => {
    expect(formatAmount('12345.678999')).toBe('12,345.6789');
  });

  it('shows -- for a missing or unreadable amount instead of a misleading number', () => {
    for (const value of [undefined, null, '', 'abc', '1,000', '1e99999999']) {
      expect(formatAmount(value)).toBe(NO_AMOUNT);
    }
    expect(NO_AMOUNT).toBe('--');
  });

  it('still throws on bad places, which is a code error rather than bad data', () => {
    expect(() => formatAmount('1', -1)).toThrow(RangeError);
  });

  it('groups only the integer part', () => {
    expect(groupThousands('1234.5678')).toBe('1,234.5678');
    expect(groupThousands('-123456')).toBe('-123,456');
  });
});

describe('formatAmount properties', () => {
  it('with the separators removed equals truncate', () => {
    fc.assert(
      fc.property(decimalArb(), placesArb, (value, places) => {
        expect(formatAmount(value, places).replaceAll(',', '')).toBe(truncate(value, places));
      }),
    );
  });

  it('puts a separator exactly every three integer digits', () => {
    fc.assert(
      fc.property(decimalArb(), placesArb, (value, places) => {
        const integer = formatAmount(value, places).replace(/^-/, '').split('.')[0];
        expect(integer).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});
