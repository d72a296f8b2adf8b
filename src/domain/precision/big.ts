import Big from 'big.js';

/**
 * Internal: the one place that turns strings into big.js values. A private constructor
 * keeps our settings (truncating division) from leaking into other big.js users.
 */
export const DecimalBig = Big();
DecimalBig.RM = DecimalBig.roundDown;

/** big.js rounding mode 0: toward zero, i.e. truncation. Amounts are never rounded up. */
export const ROUND_DOWN = DecimalBig.roundDown;

/** Largest number of decimal places callers may ask for; far beyond any coin's precision. */
export const MAX_PLACES = 100;

/**
 * Beyond any real amount. Writing '1e99999999' out in plain notation would take a
 * hundred million characters, so untrusted data with such exponents is refused.
 */
export const MAX_EXPONENT = 1000;

/** Reads anything big.js reads (plain or exponent notation); null for anything else. */
export function tryBig(value: unknown): Big | null {
  if (typeof value !== 'string') return null;
  try {
    const big = new DecimalBig(value);
    return Math.abs(big.e) <= MAX_EXPONENT ? big : null;
  } catch {
    return null;
  }
}

/** Like tryBig, but a bad amount is a programming error here, so it throws. */
export function toBig(value: string): Big {
  const big = tryBig(value);
  if (big === null) throw new TypeError(`Not a decimal number: "${String(value)}"`);
  return big;
}

export function assertPlaces(places: number): void {
  if (!Number.isInteger(places) || places < 0 || places > MAX_PLACES) {
    throw new RangeError(`Decimal places must be an integer from 0 to ${MAX_PLACES}, got ${places}`);
  }
}
