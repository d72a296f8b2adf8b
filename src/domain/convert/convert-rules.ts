import { gt, lt, normaliseTypedAmount, readAmount } from '../precision';
import { ConvertProblem, type ConvertCoin } from './convert';

/** Smallest amount anyone can type: SPEC section 9's 8 decimals. */
const LEAST_AMOUNT = '0.00000001';

/** A typed amount as the rules read it (blanks and full-width digits forgiven), or null. */
export function readConvertAmount(value: string): string | null {
  return readAmount(normaliseTypedAmount(value), LEAST_AMOUNT);
}

export interface ConvertCheck {
  fromCoin: string;
  toCoin: string;
  amount: string;
  coins: readonly ConvertCoin[];
  /** Available fromCoin in the spot account; null while unknown (the server checks then). */
  available: string | null;
}

/** The first rule a request breaks, or null: the amount, the coins, the minimum, the balance. */
export function convertProblem({
  fromCoin,
  toCoin,
  amount,
  coins,
  available,
}: ConvertCheck): ConvertProblem | null {
  const read = readConvertAmount(amount);
  if (read === null) return ConvertProblem.enterAmount;
  if (fromCoin === toCoin) return ConvertProblem.sameCoin;
  const from = coins.find((entry) => entry.coin === fromCoin);
  if (!from || !coins.some((entry) => entry.coin === toCoin)) return ConvertProblem.unsupported;
  if (lt(read, from.minAmount)) return ConvertProblem.belowMinimum;
  if (available !== null && gt(read, available)) return ConvertProblem.insufficient;
  return null;
}

/**
 * The screen counts a quote down to this much before the server's expiry, so a confirm
 * sent in its last second, or across a slow link, is not refused as expired on arrival.
 */
export const QUOTE_SAFETY_MS = 1_000;

/** Milliseconds the screen may still offer the quote for (0 when it is over). */
export function quoteTimeLeft(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - QUOTE_SAFETY_MS - now);
}

/** Whole seconds shown on the countdown: 10, 9, ... 1, then 0 when the quote is over. */
export function quoteSecondsLeft(expiresAt: number, now: number): number {
  return Math.ceil(quoteTimeLeft(expiresAt, now) / 1_000);
}
