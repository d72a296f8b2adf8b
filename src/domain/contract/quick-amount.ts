import { add, DECIMAL_PRECISION, div, isDecimalString, lte, mul } from '../precision';
import { cutMoney } from '../precision';

/** The quick fractions of the available balance offered next to the open amount. */
export const QUICK_FRACTIONS = ['0.25', '0.5', '0.75', '1'] as const;
export type QuickFraction = (typeof QUICK_FRACTIONS)[number];

/**
 * A share of the available balance as an open amount. The fee is charged on top of the
 * stake, so the stake is share / (1 + feeRate): 100 % is the largest order that the
 * balance pays in full. Cut to 8 decimals; null when there is nothing to stake.
 */
export function quickAmount(available: string, fraction: string, feeRate: string): string | null {
  if (!isDecimalString(available) || lte(available, '0')) return null;
  const rate = isDecimalString(feeRate) ? feeRate : '0';
  const amount = cutMoney(div(mul(available, fraction), add('1', rate), DECIMAL_PRECISION));
  return lte(amount, '0') ? null : amount;
}
