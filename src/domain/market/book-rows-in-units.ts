import { fractionDigits, fromUnits, toUnits } from '../precision/units';
import type { BookRow, BookSide } from './book-grid';
import type { DepthLevel } from './market';

/**
 * bookRows for the book as feeds send it (short unsigned plain decimals, a power-of-ten
 * step), in whole units: prices in steps, amounts in units of their finest digit, so grouping,
 * ordering and the running total are integer sums and comparisons instead of big.js calls and
 * decimal strings (a new book arrives several times a second: DESIGN section 4, the order book
 * budget). Null whenever that does not hold for every level, or a sum would leave exact
 * integers; bookRows then takes the exact path, whose results these equal (a property test).
 */
export function bookRowsInUnits(
  levels: readonly DepthLevel[],
  side: BookSide,
  stepDecimals: number,
  rows: number,
): BookRow[] | null {
  let scale = 0;
  for (const level of levels) {
    const digits = fractionDigits(level.amount);
    if (digits === null) return null;
    scale = Math.max(scale, digits);
  }
  // Price on the step grid (bids round down, asks up) to the amount it groups.
  const groups = new Map<number, number>();
  for (const level of levels) {
    const price = toUnits(level.price, stepDecimals);
    const amount = toUnits(level.amount, scale);
    if (price === null || amount === null) return null;
    const step = price.units + (side === 'ask' && price.cutOff ? 1 : 0);
    const sum = (groups.get(step) ?? 0) + amount.units;
    if (!Number.isSafeInteger(sum)) return null;
    groups.set(step, sum);
  }
  const best = side === 'bid' ? (a: number, b: number) => b - a : (a: number, b: number) => a - b;
  const steps = [...groups.keys()].sort(best).slice(0, rows);
  let total = 0;
  const shown: BookRow[] = [];
  for (const step of steps) {
    const amount = groups.get(step) ?? 0;
    total += amount;
    if (!Number.isSafeInteger(total)) return null;
    shown.push({
      price: fromUnits(step, stepDecimals),
      amount: fromUnits(amount, scale),
      total: fromUnits(total, scale),
    });
  }
  return shown;
}
