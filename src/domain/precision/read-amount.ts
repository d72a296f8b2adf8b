import { gte, isDecimalString, toDecimalString } from './decimal';
import { DECIMAL_PRECISION } from './truncate';

/**
 * An amount a user or a request may carry: plain decimal notation, at most 8 decimals
 * (SPEC section 9's precision) and at least `min`. Normalised ('10.50' -> '10.5'); null
 * for anything else ('', '1e3', '.5', '-1', nine decimals, a number).
 */
export function readAmount(value: unknown, min: string): string | null {
  if (!isDecimalString(value)) return null;
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals > DECIMAL_PRECISION || !gte(value, min)) return null;
  return toDecimalString(value);
}
