import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_LENGTH, normaliseTypedAmount, readAmount } from '../../../src/domain/precision';
import { readOpenAmount } from '../../../src/domain/contract/order-rules';

describe('reading an amount', () => {
  it('refuses a thousand digits instead of throwing (it used to blank the order screen)', () => {
    expect(readAmount('9'.repeat(1002), '0.00001')).toBeNull();
    expect(readOpenAmount('1'.repeat(1002))).toBeNull();
    expect(readAmount(`0.${'0'.repeat(1000)}1`, '0')).toBeNull();
  });

  it('keeps amounts up to the longest a balance needs', () => {
    const longest = `${'9'.repeat(24)}.12345678`;
    expect(longest).toHaveLength(MAX_AMOUNT_LENGTH);
    expect(readAmount(longest, '0.00001')).toBe(longest);
    expect(readAmount(`1${longest}`, '0.00001')).toBeNull();
  });

  it('never throws on any input, and what it accepts is a plain decimal at or above the minimum', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.stringMatching(/^-?\d{0,60}(\.\d{0,12})?$/)),
        (text) => {
          const amount = readAmount(text, '0.00001');
          if (amount !== null) {
            expect(amount).toMatch(/^\d+(\.\d{1,8})?$/);
            expect(Number(amount)).toBeGreaterThanOrEqual(0.00001);
          }
          expect(() => readOpenAmount(text)).not.toThrow();
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('normalising what a user typed', () => {
  it('turns full-width digits and points into plain ones', () => {
    expect(normaliseTypedAmount('１２')).toBe('12');
    expect(normaliseTypedAmount(' １２．５ ')).toBe('12.5');
    expect(normaliseTypedAmount('３。５')).toBe('3.5');
    expect(readOpenAmount('１２')).toBe('12');
  });

  it('leaves a comma for the reader to refuse: 1,5 and 1,500 are not guessed apart', () => {
    expect(normaliseTypedAmount('1,5')).toBe('1,5');
    expect(readOpenAmount('1,5')).toBeNull();
  });
});
