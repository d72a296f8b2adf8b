import { gte, isDecimalString } from '../precision';
import type { DurationConfig } from './contract';

/**
 * A duration the app can offer: a positive number of seconds, a non-negative income rate
 * and a non-negative minimum. A server that sends an income rate of -1 would otherwise
 * divide by zero in the break-even rate (1 / (1 + rate)); such a row is left out rather
 * than crashing the order form.
 */
export function isUsableDuration(duration: DurationConfig): boolean {
  return (
    Number.isSafeInteger(duration.second) &&
    duration.second > 0 &&
    isDecimalString(duration.incomeRate) &&
    gte(duration.incomeRate, '0') &&
    isDecimalString(duration.openAmountMin) &&
    gte(duration.openAmountMin, '0')
  );
}
