import Big from 'big.js';
import { expect } from 'vitest';

/** Decimal equality: '50000.10' and '50000.1' are the same price, whatever the transport did. */
export function expectSameDecimal(actual: string, expected: string): void {
  expect(new Big(actual).eq(new Big(expected)), `${actual} = ${expected}`).toBe(true);
}

/** The value, or a failed test that says what was missing: lists in these suites must not be short. */
export function present<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
}
