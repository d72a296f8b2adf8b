import { gt, lt, normaliseTypedAmount, readAmount } from '../precision';
import { ExchangeProblem, type ExchangeCoin } from './exchange';

/** Smallest amount anyone can type: SPEC section 9's 8 decimals. */
const LEAST_AMOUNT = '0.00000001';

/** A typed amount as the rules read it (blanks and full-width digits forgiven), or null. */
export function readExchangeAmount(value: string): string | null {
  return readAmount(normaliseTypedAmount(value), LEAST_AMOUNT);
}

export interface ExchangeCheck {
  fromCoin: string;
  toCoin: string;
  amount: string;
  coins: readonly ExchangeCoin[];
  /** Available fromCoin in the spot account; null while unknown (the server checks then). */
  available: string | null;
}

/** The first rule a request breaks, or null: the amount, the coins, the minimum, the balance. */
export function exchangeProblem({
  fromCoin,
  toCoin,
  amount,
  coins,
  available,
}: ExchangeCheck): ExchangeProblem | null {
  const read = readExchangeAmount(amount);
  if (read === null) return ExchangeProblem.enterAmount;
  if (fromCoin === toCoin) return ExchangeProblem.sameCoin;
  const from = coins.find((entry) => entry.coin === fromCoin);
  if (!from || !coins.some((entry) => entry.coin === toCoin)) return ExchangeProblem.unsupported;
  if (lt(read, from.minAmount)) return ExchangeProblem.belowMinimum;
  if (available !== null && gt(read, available)) return ExchangeProblem.insufficient;
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
