import { describe, expect, it } from 'vitest';
import {
  ENTER_TRANSFER_AMOUNT,
  transferAmountProblem,
  transferToSend,
} from '../../../src/domain/wallet/transfer';

describe('a transfer amount', () => {
  it('is sent trimmed and in plain digits, as an order amount is', () => {
    expect(transferToSend({ amount: ' 12.5 ', currency: 'USDT', type: 1 })).toEqual({
      amount: '12.5',
      currency: 'USDT',
      type: 1,
    });
    expect(transferToSend({ amount: '１００', currency: 'USDT', type: 1 }).amount).toBe('100');
  });

  it('is refused when empty, too small or a thousand digits long, and accepted in full-width digits', () => {
    const problem = transferAmountProblem;
    expect(problem('')).toBe(ENTER_TRANSFER_AMOUNT);
    expect(problem('0.000001')).toBe(ENTER_TRANSFER_AMOUNT);
    expect(problem('9'.repeat(1002))).toBe(ENTER_TRANSFER_AMOUNT);
    expect(problem('１２')).toBeNull();
  });
});
