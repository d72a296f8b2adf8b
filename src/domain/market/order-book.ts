import { add, cmp, div, isDecimalString, isZero, mul, normalisePlain, sub } from '../precision';
import { onGrid, stepDecimals, type BookRow, type BookSide } from './book-grid';
import { bookRowsInUnits } from './book-rows-in-units';
import { fromUnits, percentUnits, unitsAtCommonScale } from '../precision/units';
import type { DepthLevel } from './market';

export type { BookRow, BookSide };

/** The smallest price step of a pair with `precision` decimals, times a grouping factor. */
export function priceStep(precision: number, factor: number): string {
  return mul(precision === 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`, String(factor));
}

/**
 * Levels merged into price groups of `step`, best first (bids high to low, asks low to
 * high), cut to `rows`, with the running total. Unreadable levels are left out.
 */
export function bookRows(
  levels: readonly DepthLevel[],
  side: BookSide,
  step: string,
  rows: number,
): BookRow[] {
  if (isZero(step)) return [];
  const decimals = stepDecimals(step);
  const inUnits = decimals === null ? null : bookRowsInUnits(levels, side, decimals, rows);
  return inUnits ?? exactBookRows(levels, side, step, decimals, rows);
}

/** bookRows through decimal strings and big.js: any level a feed may send, readable or not. */
export function exactBookRows(
  levels: readonly DepthLevel[],
  side: BookSide,
  step: string,
  decimals: number | null,
  rows: number,
): BookRow[] {
  const groups = new Map<string, string>();
  for (const level of levels) {
    if (!isDecimalString(level.price) || !isDecimalString(level.amount)) continue;
    const price = onGrid(level.price, step, side, decimals);
    const before = groups.get(price);
    // A level alone in its group needs no sum, only big.js's written form ('0.250' -> '0.25').
    groups.set(
      price,
      before === undefined
        ? (normalisePlain(level.amount) ?? add('0', level.amount))
        : add(before, level.amount),
    );
  }
  const sign = side === 'bid' ? -1 : 1;
  const sorted = [...groups.entries()].sort(([a], [b]) => sign * cmp(a, b)).slice(0, rows);
  let total = '0';
  return sorted.map(([price, amount]) => {
    total = add(total, amount);
    return { price, amount, total };
  });
}

/** Places of the spread's percentage: what the book shows of it. */
export const SPREAD_PERCENT_PLACES = 3;

/**
 * Best ask minus best bid, and that as a percentage of the best ask cut to
 * SPREAD_PERCENT_PLACES (one short division: the book asks for it with every new book).
 * Null without both sides.
 */
export function spreadOf(
  bids: readonly BookRow[],
  asks: readonly BookRow[],
): { value: string; percent: string } | null {
  const bid = bids[0]?.price;
  const ask = asks[0]?.price;
  if (bid === undefined || ask === undefined || isZero(ask)) return null;
  return spreadInUnits(bid, ask) ?? exactSpread(bid, ask);
}

/** spreadOf through big.js: any two prices. */
export function exactSpread(bid: string, ask: string) {
  const value = sub(ask, bid);
  return { value, percent: div(mul(value, '100'), ask, SPREAD_PERCENT_PLACES) };
}

/** spreadOf in whole units of the prices' finest digit; null where exactSpread must answer. */
function spreadInUnits(bid: string, ask: string) {
  const best = unitsAtCommonScale(bid, ask);
  if (best === null || best.b === 0) return null;
  const value = best.b - best.a;
  // A crossed book (a negative spread) is left to big.js.
  if (value < 0) return null;
  const percent = percentUnits(value, best.b, SPREAD_PERCENT_PLACES);
  if (percent === null) return null;
  return { value: fromUnits(value, best.scale), percent: fromUnits(percent, SPREAD_PERCENT_PLACES) };
}
