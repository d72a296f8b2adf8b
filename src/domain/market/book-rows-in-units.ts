import { fromUnits, readShort, toUnits, unitsOf, type ShortDecimal } from '../precision/units';
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
  // Each amount read once: its digits, then its units at the finest scale among them.
  const amounts: ShortDecimal[] = [];
  let scale = 0;
  for (const level of levels) {
    const read = readShort(level.amount);
    if (read === null) return null;
    amounts.push(read);
    scale = Math.max(scale, read.fraction.length);
  }
  // Price on the step grid (bids round down, asks up) to the amount it groups.
  const groups = new Map<number, number>();
  for (const [place, level] of levels.entries()) {
    const price = toUnits(level.price, stepDecimals);
    const read = amounts[place];
    const amount = read === undefined ? null : unitsOf(read, scale);
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
