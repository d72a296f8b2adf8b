import { add, div, gt } from '../precision';
import type { DurationConfig } from './contract';
import { profitOnWin } from './outcome';
import { feeFor, readOpenAmount } from './order-rules';

export interface PayoutPreview {
  fee: string;
  /** Stake plus profit, returned on a win. */
  payoutOnWin: string;
  profitOnWin: string;
  /** The share of wins needed to break even: 1 / (1 + incomeRate), as a fraction. */
  breakEvenRate: string;
}

/**
 * What the user sees before confirming. The break-even rate ignores the fee, as the
 * payout does: 0.8 pays 80 %, so one needs 1 / 1.8 = 55.6 % of wins to break even.
 */
export function breakEvenRate(incomeRate: string): string {
  return div('1', add('1', incomeRate), 6);
}

export function payoutPreview(
  openAmount: string,
  duration: DurationConfig,
  feeRate: string,
): PayoutPreview | null {
  const amount = readOpenAmount(openAmount);
  if (amount === null || !gt(add('1', duration.incomeRate), '0')) return null;
  const profit = profitOnWin({ openAmount: amount, incomeRate: duration.incomeRate });
  return {
    fee: feeFor(amount, feeRate),
    profitOnWin: profit,
    payoutOnWin: add(amount, profit),
    breakEvenRate: breakEvenRate(duration.incomeRate),
  };
}
