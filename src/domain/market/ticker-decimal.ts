import { cmp as compare, div, isDecimalString, isZero, mul, sub } from '../precision';

/** A readable decimal string or null, so a broken ticker field never throws in a list. */
export function tryParse(value: string): string | null {
  return isDecimalString(value) ? value : null;
}

/** -1, 0 or 1; an unreadable value sorts lowest. */
export function cmp(a: string, b: string): number {
  const left = tryParse(a);
  const right = tryParse(b);
  if (left === null || right === null) return (left === null ? 0 : 1) - (right === null ? 0 : 1);
  return compare(left, right);
}

export { div, isZero, mul, sub };
