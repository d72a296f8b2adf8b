import { describe, expect, it } from 'vitest';
import {
  fineAmount,
  holdingAmounts,
  redemptionAmounts,
  sentAmount,
} from '../../../../src/ui/features/products/product-amounts';

describe('the products screens per coin (no more 8 places)', () => {
  it('shows a holding in USDT with 2 places, widened for interest under a cent', () => {
    expect(holdingAmounts({ coin: 'USDT', amount: '1000', interestPaid: '1.00000000' }, null)).toEqual({
      amount: '1,000.00',
      interestPaid: '1.00',
      value: null,
    });
    expect(holdingAmounts({ coin: 'USDT', amount: '10', interestPaid: '0.005' }, '10.005')).toEqual({
      amount: '10.000',
      interestPaid: '0.005',
      value: '10.005',
    });
  });

  it('states a redemption in one precision, the fee never reading 0.00', () => {
    expect(
      redemptionAmounts('USDT', {
        early: true,
        gross: '1000',
        fee: '5',
        interestTakenBack: '1',
        receive: '994',
      }),
    ).toEqual({ early: true, gross: '1,000.00', fee: '5.00', interestTakenBack: '1.00', receive: '994.00' });
    expect(
      redemptionAmounts('USDT', {
        early: true,
        gross: '10',
        fee: '0.0025',
        interestTakenBack: '0',
        receive: '9.9975',
      }).fee,
    ).toBe('0.0025');
  });

  it('shows an amount as it was sent exactly, and interest under a cent whole to its cut', () => {
    expect([sentAmount('12.345', 'USDT'), sentAmount('1000', 'USDT')]).toEqual(['12.345', '1,000.00']);
    expect([
      fineAmount('3.50000000', 'USDT'),
      fineAmount('0.00684931', 'USDT'),
      fineAmount('0.5', 'BTC'),
    ]).toEqual(['3.50', '0.00684931', '0.5']);
  });
});
