import { describe, expect, it } from 'vitest';
import { add, lte } from '../../../src/domain/precision';
import { feeFor } from '../../../src/domain/contract/order-rules';
import { QUICK_FRACTIONS, quickAmount } from '../../../src/domain/contract/quick-amount';
import fc from 'fast-check';

describe('quick amounts of the available balance', () => {
  it('stakes a share of the balance, leaving room for the fee', () => {
    expect(quickAmount('1000', '0.25', '0')).toBe('250');
    expect(quickAmount('1000', '1', '0.001')).toBe('999.000999');
  });

  it('offers nothing to stake from an empty, negative or unreadable balance', () => {
    expect(quickAmount('0', '0.5', '0')).toBeNull();
    expect(quickAmount('-1', '0.5', '0')).toBeNull();
    expect(quickAmount('abc', '0.5', '0')).toBeNull();
    expect(quickAmount('0.00000001', '0.25', '0')).toBeNull();
  });

  it('never proposes an order the balance cannot pay with its fee', () => {
    const money = fc
      .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99_999_999 }))
      .map(([whole, cents]) => `${whole}.${String(cents).padStart(8, '0')}`);
    const rate = fc.integer({ min: 0, max: 1000 }).map((n) => (n / 10_000).toFixed(4));
    fc.assert(
      fc.property(money, fc.constantFrom(...QUICK_FRACTIONS), rate, (available, fraction, feeRate) => {
        const amount = quickAmount(available, fraction, feeRate);
        return amount === null || lte(add(amount, feeFor(amount, feeRate)), available);
      }),
    );
  });
});
