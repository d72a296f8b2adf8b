/**
 * Short plain decimals as whole numbers of 10^-scale units, for sums and orderings that run
 * many times a second (the order book groups and totals 40 levels per book). Every figure is
 * an integer below 2^53, where a double is exact, so adding and comparing units is exact
 * arithmetic; anything that would leave that range gives null, and callers keep to big.js.
 */

/** Non-negative, at most 15 integer and 15 fraction digits: no sign, no exponent. */
const SHORT_UNSIGNED = /^(\d{1,15})(?:\.(\d{1,15}))?$/;

/** A short unsigned plain decimal's digits, read once for every scale it is put in. */
export interface ShortDecimal {
  integer: string;
  fraction: string;
}

/** `value`'s digits ('12.50' -> 12 and 50); null for anything but a short unsigned plain decimal. */
export function readShort(value: string): ShortDecimal | null {
  const match = SHORT_UNSIGNED.exec(value);
  return match === null ? null : { integer: match[1] ?? '', fraction: match[2] ?? '' };
}

/**
 * The decimal in units of 10^-scale, cut toward zero to the scale (12.345 at 2 -> 1234), with
 * whether digits past the scale were dropped that are not zero (an ask rounds up on them);
 * null when the units are not exact.
 */
export function unitsOf(
  { integer, fraction }: ShortDecimal,
  scale: number,
): { units: number; cutOff: boolean } | null {
  const kept = fraction.length > scale ? fraction.slice(0, scale) : fraction.padEnd(scale, '0');
  const units = Number(integer + kept);
  if (!Number.isSafeInteger(units)) return null;
  return { units, cutOff: fraction.length > scale && /[1-9]/.test(fraction.slice(scale)) };
}

/** unitsOf of `value` read as a short decimal; null when it is not one. */
export function toUnits(value: string, scale: number): { units: number; cutOff: boolean } | null {
  const read = readShort(value);
  return read === null ? null : unitsOf(read, scale);
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

/**
 * Two short unsigned plain decimals in units of the finer one's last digit ('12.5' and '3.25'
 * -> 1250, 325 at scale 2); null when either is not one or its units are not exact.
 */
export function unitsAtCommonScale(a: string, b: string): { a: number; b: number; scale: number } | null {
  const readA = readShort(a);
  const readB = readShort(b);
  if (readA === null || readB === null) return null;
  const scale = Math.max(readA.fraction.length, readB.fraction.length);
  const unitsA = unitsOf(readA, scale);
  const unitsB = unitsOf(readB, scale);
  return unitsA === null || unitsB === null ? null : { a: unitsA.units, b: unitsB.units, scale };
}

/**
 * `part` / `whole` in percent, cut toward zero to `places` decimals, as units of 10^-places
 * (both non-negative safe integers, whole > 0); null where unitsQuotient cannot answer exactly.
 */
export function percentUnits(part: number, whole: number, places: number): number | null {
  return unitsQuotient(part * 100 * 10 ** places, whole);
}
