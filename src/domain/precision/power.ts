import { toBig } from './big';

/** Largest exponent a caller may raise to: ten years of daily compounding. */
export const MAX_POWER = 3_650;

/**
 * base ^ exponent for a whole, non-negative exponent, exact (big.js keeps every digit of a
 * positive power); the caller truncates to the places it shows.
 */
export function pow(base: string, exponent: number): string {
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > MAX_POWER)
    throw new RangeError(`The exponent must be a whole number from 0 to ${MAX_POWER}, got ${exponent}`);
  return toBig(base).pow(exponent).toFixed();
}
