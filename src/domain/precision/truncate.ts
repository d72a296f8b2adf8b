import { assertPlaces, ROUND_DOWN, toBig, tryBig } from './big';
import { truncatePlain } from './plain-decimal';

/** SPEC section 9: amounts show 4 decimals unless a pair or screen says otherwise. */
export const DEFAULT_PLACES = 4;
/** SPEC section 9: the app-wide decimal precision (amount inputs, asset balances). */
export const DECIMAL_PRECISION = 8;
/** Shown in place of an amount the app could not read, rather than a misleading 0. */
export const NO_AMOUNT = '--';

/**
 * Cuts `value` to exactly `places` decimals toward zero. SPEC section 5: amounts are
 * truncated, never rounded, so the app never shows a user more than they have.
 * Zero never carries a sign ('-0.001' -> '0.00'). Throws on an unreadable value or on
 * places that are not an integer from 0 to 100.
 */
export function truncate(value: string, places = DEFAULT_PLACES): string {
  assertPlaces(places);
  // big.js writes zero without a sign, so '-0.001' cut to 2 places reads '0.00'.
  return truncatePlain(value, places) ?? toBig(value).round(places, ROUND_DOWN).toFixed(places);
}

/**
 * truncate plus thousands separators on the integer part: '1234567.891', 2 ->
 * '1,234,567.89'. For display, so an unreadable (or missing) value shows NO_AMOUNT
 * instead of breaking the screen; bad `places` still throws, as that is a code error.
 */
export function formatAmount(value: string | null | undefined, places = DEFAULT_PLACES): string {
  assertPlaces(places);
  // Most displayed values are already short plain decimals: cut as strings, no big.js.
  const plain = typeof value === 'string' ? truncatePlain(value, places) : null;
  if (plain !== null) return groupThousands(plain);
  const big = tryBig(value);
  if (big === null) return NO_AMOUNT;
  return groupThousands(big.round(places, ROUND_DOWN).toFixed(places));
}

/** Inserts ',' every three digits of the integer part of a plain decimal string. */
export function groupThousands(plain: string): string {
  const sign = plain.startsWith('-') ? '-' : '';
  const unsigned = sign ? plain.slice(1) : plain;
  const dot = unsigned.indexOf('.');
  // Most amounts a screen shows have three integer digits or fewer: nothing to group.
  if ((dot === -1 ? unsigned.length : dot) <= 3) return plain;
  const integer = dot === -1 ? unsigned : unsigned.slice(0, dot);
  const fraction = dot === -1 ? '' : unsigned.slice(dot);
  return sign + integer.replace(/\B(?=(\d{3})+$)/g, ',') + fraction;
}
