import { toDecimalString } from './decimal';
import { DECIMAL_PRECISION, truncate } from './truncate';

/** Money computed from money (fees, profits, totals) is cut to 8 decimals, never rounded. */
export function cutMoney(value: string): string {
  return toDecimalString(truncate(value, DECIMAL_PRECISION));
}
