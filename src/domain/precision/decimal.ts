import { assertPlaces, DecimalBig, toBig, tryBig } from './big';
import { comparePlain } from './plain-decimal';

/**
 * Decimal math on strings. Inputs are anything big.js reads; outputs are always plain
 * notation (toFixed never writes an exponent), so they can go straight to a form or a
 * payload. Invalid input throws a TypeError: amounts are validated before they get here.
 */

export type Comparison = -1 | 0 | 1;

/** Places kept by div when the caller does not say (big.js's own default). */
export const DIV_PLACES = 20;

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Plain notation only ('12', '-0.5'); rejects '1e-7', '.5', '5.', '+1' and whitespace. */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && PLAIN_DECIMAL.test(value);
}

export function add(a: string, b: string): string {
  return toBig(a).plus(toBig(b)).toFixed();
}

export function sub(a: string, b: string): string {
  return toBig(a).minus(toBig(b)).toFixed();
}

export function mul(a: string, b: string): string {
  return toBig(a).times(toBig(b)).toFixed();
}

/** Truncates (never rounds) the quotient to `places` decimals; throws on division by zero. */
export function div(a: string, b: string, places = DIV_PLACES): string {
  assertPlaces(places);
  const divisor = toBig(b);
  if (divisor.eq(0)) throw new RangeError('Division by zero');
  // DP is read from the dividend's constructor at the time of the call, and the call is synchronous.
  DecimalBig.DP = places;
  return toBig(a).div(divisor).toFixed();
}

export function cmp(a: string, b: string): Comparison {
  // Short plain decimals (prices, amounts) compare as numbers exactly; the rest through big.js.
  return comparePlain(a, b) ?? toBig(a).cmp(toBig(b));
}

export const gt = (a: string, b: string): boolean => cmp(a, b) > 0;
export const gte = (a: string, b: string): boolean => cmp(a, b) >= 0;
export const lt = (a: string, b: string): boolean => cmp(a, b) < 0;
export const lte = (a: string, b: string): boolean => cmp(a, b) <= 0;

export function isZero(a: string): boolean {
  // A plain decimal is zero when it has no other digit: the book asks with every new book.
  return PLAIN_DECIMAL.test(a) ? !NON_ZERO_DIGIT.test(a) : toBig(a).eq(0);
}

const NON_ZERO_DIGIT = /[1-9]/;

/**
 * Normalises a server value, which may arrive as a number or as a string in exponent
 * notation, to a plain decimal string. Throws on NaN, Infinity and unreadable strings.
 */
export function toDecimalString(value: string | number): string {
  const parsed = parseDecimal(value);
  if (parsed === null) throw new TypeError(`Not a decimal number: "${String(value)}"`);
  return parsed;
}

/** The non-throwing form of toDecimalString, for reading untrusted data: null when unreadable. */
export function parseDecimal(value: unknown): string | null {
  if (typeof value === 'number') {
    // String(n) gives the shortest form that reads back as n, so no binary noise leaks in.
    return Number.isFinite(value) ? toBig(String(value)).toFixed() : null;
  }
  if (typeof value !== 'string') return null;
  return tryBig(value.trim())?.toFixed() ?? null;
}
