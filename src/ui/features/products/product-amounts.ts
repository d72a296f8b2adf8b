import { exactPlaces, finePlaces, formatCoinAmount } from '../../../domain/precision';
import type { RedemptionTerms } from '../../../domain/products/redemption';

/**
 * Amounts of the products screens per coin (formatCoinAmount: USDT with 2 places, other coins
 * without trailing zeros). Interest and fees under a cent keep the 8-place cut (finePlaces): a
 * day's interest of 0.005 USDT reads 0.005, never 0.00; an amount the user sent reads exactly
 * as sent (exactPlaces).
 */

/** Interest expected or paid, a fee or a price that can be under a cent, on its own. */
export const fineAmount = (value: string, coin: string) =>
  formatCoinAmount(value, coin, { places: finePlaces(coin, [value]) });

/** An amount exactly as the user sent it (a purchase, a subscription), the coin's places at least. */
export const sentAmount = (value: string, coin: string) =>
  formatCoinAmount(value, coin, { places: exactPlaces(coin, [value]) });

/** A holding's principal, interest paid and (a fund's) value: one precision down its figures. */
export function holdingAmounts(
  holding: { coin: string; amount: string; interestPaid: string },
  value: string | null,
) {
  const places = {
    places: Math.max(
      exactPlaces(holding.coin, [holding.amount], [value]),
      finePlaces(holding.coin, [holding.interestPaid]),
    ),
  };
  return {
    amount: formatCoinAmount(holding.amount, holding.coin, places),
    interestPaid: formatCoinAmount(holding.interestPaid, holding.coin, places),
    value: value === null ? null : formatCoinAmount(value, holding.coin, places),
  };
}

/** A redemption's gross, fee, interest taken back and what arrives: one precision, the fees whole. */
export function redemptionAmounts(coin: string, terms: RedemptionTerms) {
  const places = {
    places: finePlaces(coin, [terms.fee, terms.interestTakenBack], [terms.gross, terms.receive]),
  };
  const show = (value: string) => formatCoinAmount(value, coin, places);
  return {
    early: terms.early,
    gross: show(terms.gross),
    fee: show(terms.fee),
    interestTakenBack: show(terms.interestTakenBack),
    receive: show(terms.receive),
  };
}
