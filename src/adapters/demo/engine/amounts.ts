import {
  DECIMAL_PRECISION,
  gte,
  isDecimalString,
  toDecimalString,
  truncate,
} from '../../../domain/precision';

/**
 * A positive amount the engine accepts: plain decimal notation, at most 8 decimals
 * (SPEC section 9's precision) and at least `min`. Normalised ('10.50' -> '10.5');
 * null when the input is anything else.
 */
export function readAmount(value: unknown, min: string): string | null {
  if (!isDecimalString(value)) return null;
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals > DECIMAL_PRECISION || !gte(value, min)) return null;
  return toDecimalString(value);
}

/** Money the engine computes (fees, profits) is truncated to 8 decimals, never rounded. */
export function cut(value: string): string {
  return toDecimalString(truncate(value, DECIMAL_PRECISION));
}
