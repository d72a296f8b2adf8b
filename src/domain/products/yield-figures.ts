import { add, cutMoney, mul, sub } from '../precision';
import { pow } from '../precision/power';
import { Payout, type YieldProduct } from './products';

const YEAR_DAYS = 365;

export interface YieldFigures {
  dailyRate: string;
  /** The daily rate over a year without compounding: dailyRate * 365. */
  apr: string;
  /** (1 + dailyRate) ^ 365 - 1, only where interest compounds (funds); null elsewhere. */
  apy: string | null;
}

/**
 * The honest figures a product page shows: the daily rate, the APR it implies, the APY only if
 * compounding; cut to 8 places, never rounded up, so a shown yield is never more than the real one.
 */
export function yieldFigures(product: Pick<YieldProduct, 'dailyRate' | 'payout'>): YieldFigures {
  const growth = sub(pow(add('1', product.dailyRate), YEAR_DAYS), '1');
  return {
    dailyRate: product.dailyRate,
    apr: cutMoney(mul(product.dailyRate, String(YEAR_DAYS))),
    apy: product.payout === Payout.compounding ? cutMoney(growth) : null,
  };
}

/** What `amount` earns over `days` whole days: simple interest, or compounded for a fund. Truncated. */
export function earnings(
  product: Pick<YieldProduct, 'dailyRate' | 'payout'>,
  amount: string,
  days: number,
): string {
  if (days <= 0) return '0';
  if (product.payout === Payout.daily) return cutMoney(mul(mul(amount, product.dailyRate), String(days)));
  return cutMoney(mul(amount, sub(pow(add('1', product.dailyRate), days), '1')));
}

export interface ReturnPoint {
  day: number;
  /** Principal plus what it has earned by that day. */
  value: string;
}

/** Days a chart over an open-ended product covers: a year. */
const OPEN_ENDED_DAYS = YEAR_DAYS;
/** At most this many points on the small chart, evenly spaced, the last day always included. */
const MAX_POINTS = 60;

/** The value of `amount` day by day over the term, for the small chart before the user confirms. */
export function returnCurve(
  product: Pick<YieldProduct, 'dailyRate' | 'payout' | 'termDays'>,
  amount: string,
): ReturnPoint[] {
  const days = product.termDays > 0 ? product.termDays : OPEN_ENDED_DAYS;
  const step = Math.max(1, Math.ceil(days / MAX_POINTS));
  const marks = Array.from({ length: Math.floor(days / step) + 1 }, (_, index) => index * step);
  if (marks.at(-1) !== days) marks.push(days);
  return marks.map((day) => ({ day, value: add(amount, earnings(product, amount, day)) }));
}
