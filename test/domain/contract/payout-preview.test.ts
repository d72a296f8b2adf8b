import { describe, expect, it } from 'vitest';
import { breakEvenRate, payoutPreview } from '../../../src/domain/contract/payout-preview';

describe('payout preview before confirming', () => {
  it('needs 55.6 % of wins to break even at an 80 % payout', () => {
    expect(breakEvenRate('0.8')).toBe('0.555555');
    expect(breakEvenRate('1')).toBe('0.5');
  });

  it('shows the fee, the profit and the payout on a win for the typed amount', () => {
    const preview = payoutPreview('250', { second: 60, incomeRate: '0.85', openAmountMin: '10' }, '0.001');
    expect(preview).toEqual({
      fee: '0.25',
      profitOnWin: '212.5',
      payoutOnWin: '462.5',
      breakEvenRate: '0.54054',
    });
  });

  it('shows nothing for an amount that is not one', () => {
    expect(payoutPreview('', { second: 60, incomeRate: '0.85', openAmountMin: '10' }, '0.001')).toBeNull();
  });
});
