/**
 * Short plain decimals as whole numbers of 10^-scale units, for sums and orderings that run
 * many times a second (the order book groups and totals 40 levels per book). Every figure is
 * an integer below 2^53, where a double is exact, so adding and comparing units is exact
 * arithmetic; anything that would leave that range gives null, and callers keep to big.js.
 */

/** Non-negative, at most 15 integer and 15 fraction digits: no sign, no exponent. */
const SHORT_UNSIGNED = /^(\d{1,15})(?:\.(\d{1,15}))?$/;

/** The fraction digits of a short unsigned plain decimal ('12.50' -> 2); null for any other value. */
export function fractionDigits(value: string): number | null {
  const match = SHORT_UNSIGNED.exec(value);
  return match === null ? null : (match[2] ?? '').length;
}

/**
 * `value` in units of 10^-scale, cut toward zero to the scale ('12.345', 2 -> 1234), with
 * whether digits past the scale were dropped that are not zero (an ask rounds up on them);
 * null when `value` is not a short unsigned plain decimal or the units are not exact.
 */
export function toUnits(value: string, scale: number): { units: number; cutOff: boolean } | null {
  const match = SHORT_UNSIGNED.exec(value);
  if (match === null) return null;
  const [, integer = '', fraction = ''] = match;
  const kept = fraction.length > scale ? fraction.slice(0, scale) : fraction.padEnd(scale, '0');
  const units = Number(integer + kept);
  if (!Number.isSafeInteger(units)) return null;
  return { units, cutOff: fraction.length > scale && /[1-9]/.test(fraction.slice(scale)) };
}

/** Units of 10^-scale back as a decimal in the form big.js's toFixed() writes (no trailing zeros). */
export function fromUnits(units: number, scale: number): string {
  const digits = String(units).padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

/**
 * `dividend` / `divisor` cut toward zero, for non-negative safe integers (divisor > 0); null
 * when the check of the quotient would leave exact integers. A double's quotient can round up
 * across a whole number, so the floor is checked against the products and moved by one.
 */
export function unitsQuotient(dividend: number, divisor: number): number | null {
  let quotient = Math.floor(dividend / divisor);
  if (!Number.isSafeInteger(dividend + 2 * divisor)) return null;
  if (quotient * divisor > dividend) quotient -= 1;
  else if ((quotient + 1) * divisor <= dividend) quotient += 1;
  return quotient;
}
