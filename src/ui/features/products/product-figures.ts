import { mul, toDecimalString, truncatePlain } from '../../../domain/precision';
import { earnings, returnCurve, yieldFigures } from '../../../domain/products/yield-figures';
import { purchaseAmount } from '../../../domain/products/purchase-rules';
import type { YieldProduct } from '../../../domain/products/products';

/** A rate as a percentage, cut (never rounded up) to 4 places: '0.0005' is '0.05'. */
export const percentOf = (rate: string) => toDecimalString(truncatePlain(mul(rate, '100'), 4) ?? '0');

/** Days the return is shown over: the term, or a year for an open-ended fund. */
export const returnDays = (product: Pick<YieldProduct, 'termDays'>) =>
  product.termDays > 0 ? product.termDays : 365;

/** The honest numbers of one product, as shown before the user confirms. */
export function productFigures(product: YieldProduct) {
  const figures = yieldFigures(product);
  return {
    dailyRate: percentOf(figures.dailyRate),
    apr: percentOf(figures.apr),
    apy: figures.apy === null ? null : percentOf(figures.apy),
    earlyFee: percentOf(product.early.feeRate),
  };
}

/** What the typed amount earns over the shown days, and its day-by-day value; null without an amount. */
export function returnOf(product: YieldProduct, typed: string) {
  const amount = purchaseAmount(typed);
  if (amount === null) return null;
  const days = returnDays(product);
  return { days, interest: earnings(product, amount, days), curve: returnCurve(product, amount) };
}
