/**
 * String-only truncation for the common case: a short plain decimal ('37123.4567'), which is
 * what prices, amounts and totals already are once read. Skipping big.js here matters where
 * many amounts are formatted per frame (the order book); it gives exactly what
 * `new Big(value).round(places, roundDown).toFixed(places)` gives, which the tests check.
 */

/** Sign, integer digits, fraction digits. */
const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;
/**
 * Longer strings go to big.js, which also refuses exponents beyond MAX_EXPONENT: a short
 * string can never reach that bound, so both paths agree on what is readable.
 */
const MAX_FAST_LENGTH = 64;

/** `value` cut toward zero to exactly `places` decimals; null when not a short plain decimal. */
export function truncatePlain(value: string, places: number): string | null {
  if (value.length > MAX_FAST_LENGTH) return null;
  const match = PLAIN.exec(value);
  if (match === null) return null;
  const [, sign = '', digits = '', fraction = ''] = match;
  // big.js writes no leading zeros: '007.5' -> '7.5'. (Checked first: the book cuts hundreds
  // of amounts a second, and almost none starts with a zero.)
  const integer = digits.length > 1 && digits.startsWith('0') ? digits.replace(/^0+(?=\d)/, '') : digits;
  const cut = fraction.length >= places ? fraction.slice(0, places) : fraction.padEnd(places, '0');
  const unsigned = places === 0 ? integer : `${integer}.${cut}`;
  // Zero never carries a sign ('-0.001' cut to 2 places reads '0.00').
  const zero = sign !== '' && integer === '0' && !/[1-9]/.test(cut);
  return zero ? unsigned : sign + unsigned;
}

/**
 * The form big.js's toFixed() writes a non-negative plain decimal in ('0.250' -> '0.25',
 * '007' -> '7', '1.00' -> '1'); null for anything else, which callers leave to big.js.
 */
export function normalisePlain(value: string): string | null {
  if (value.startsWith('-')) return null;
  const cut = truncatePlain(value, 0);
  if (cut === null) return null;
  const fraction = (value.split('.')[1] ?? '').replace(/0+$/, '');
  return fraction === '' ? cut : `${cut}.${fraction}`;
}

/**
 * Up to 15 significant digits every decimal string has its own double, in the same order,
 * so two such plain decimals compare exactly as numbers. Null when either is longer.
 */
const MAX_EXACT_LENGTH = 15;
const SHORT_PLAIN = /^-?\d+(\.\d+)?$/;

export function comparePlain(a: string, b: string): -1 | 0 | 1 | null {
  if (a.length > MAX_EXACT_LENGTH || b.length > MAX_EXACT_LENGTH) return null;
  if (!SHORT_PLAIN.test(a) || !SHORT_PLAIN.test(b)) return null;
  const x = Number(a);
  const y = Number(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
