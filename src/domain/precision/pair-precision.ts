import { DEFAULT_PLACES, formatAmount } from './truncate';

export const DEFAULT_BASE_COIN = 'BTC';
export const DEFAULT_QUOTE_COIN = 'USDT';

/** SPEC section 3: price decimals by quote coin, then base coin. */
export const PAIR_PRECISION: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  USDT: { BTC: 2, ETH: 2, EOS: 4, LTC: 2, XRP: 2, ADA: 6, DOGE: 6, SHIB: 7 },
  BTC: { ETH: 6, EOS: 7, LTC: 6, XRP: 9, ADA: 8, DOGE: 9 },
  ETH: { EOS: 8, ADA: 6, DOGE: 8 },
};

/**
 * USDC is the seconds contract's second pay coin (SPEC section 9) and the table has no USDC
 * row: a USDC pair shows prices as its USDT twin does (a decision; both are dollar coins).
 */
const TWIN_QUOTES: Readonly<Record<string, string>> = { USDC: 'USDT' };

/** Price decimals for base/quote, case-insensitive; pairs not in the table get DEFAULT_PLACES. */
export function pairPrecision(base: string, quote: string): number {
  const upper = quote.toUpperCase();
  const byBase = ownValue(PAIR_PRECISION, ownValue(TWIN_QUOTES, upper) ?? upper);
  return (byBase && ownValue(byBase, base.toUpperCase())) ?? DEFAULT_PLACES;
}

/** A price shown the way the pair shows prices: truncated to its decimals, with separators. */
export function formatPairPrice(base: string, quote: string, price: string | null | undefined): string {
  return formatAmount(price, pairPrecision(base, quote));
}

// Own keys only, so a coin named like an Object.prototype member can never match.
function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
