import { add, lt, mul, normaliseTypedAmount, readAmount } from '../precision';
import { MIN_OPEN_AMOUNT } from './contract';
import type { DurationConfig } from './contract';
import { cutMoney } from '../precision';

/** SPEC sections 5 and 8: why an order may not be sent, in the SPEC's own words. */
export const OrderProblem = {
  enterAmount: 'Enter the opening amount',
  belowMinimum: 'The number of inputs is less than the minimum limit',
  insufficient: 'Insufficient available balance',
} as const;
export type OrderProblem = (typeof OrderProblem)[keyof typeof OrderProblem];

/** DESIGN.md "Fairness": the fee is contract_fee_rate * openAmount, charged at opening. */
export function feeFor(openAmount: string, feeRate: string): string {
  return cutMoney(mul(feeRate, openAmount));
}

/** A typed open amount: see readAmount; blanks and full-width digits are forgiven, nothing else. */
export function readOpenAmount(value: string): string | null {
  return readAmount(normaliseTypedAmount(value), MIN_OPEN_AMOUNT);
}

export interface OrderCheck {
  openAmount: string;
  duration: DurationConfig;
  feeRate: string;
  /** Available balance of the pay coin; null while unknown (the server checks then). */
  available: string | null;
}

/** The first rule an order breaks, or null: amount, the duration's minimum, then the balance. */
export function orderProblem({ openAmount, duration, feeRate, available }: OrderCheck): OrderProblem | null {
  const amount = readOpenAmount(openAmount);
  if (amount === null) return OrderProblem.enterAmount;
  if (lt(amount, duration.openAmountMin)) return OrderProblem.belowMinimum;
  if (available !== null && lt(available, add(amount, feeFor(amount, feeRate))))
    return OrderProblem.insufficient;
  return null;
}
