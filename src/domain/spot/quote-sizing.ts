/** A market buy sized in the quote coin: what the book gives for a total, and the % chips' totals. */
import { add, div, isZero, lt, mul, sub, toDecimalString, truncate } from '../precision';
import { fillOf, type BookFill, type BookLevel } from './book-walk';
import { SPOT_FEE_RATE } from './spot-rules';

/**
 * Spends `total` of the quote coin on the asks, best first, each level at its own price: at
 * every level the amount the rest buys, cut (never rounded) to the pair's amount places. It
 * is complete when what is left cannot buy one more unit of amount (the next asks cost
 * more); incomplete when the book runs out first.
 */
export function walkBookForTotal(levels: readonly BookLevel[], total: string, places: number): BookFill {
  const fills: BookLevel[] = [];
  let left = total;
  for (const level of levels) {
    if (isZero(level.price)) continue;
    const affordable = toDecimalString(truncate(div(left, level.price), places));
    if (isZero(affordable)) return fillOf('buy', levels, fills, true);
    const take = lt(level.amount, affordable) ? level.amount : affordable;
    if (isZero(take)) continue;
    fills.push({ price: level.price, amount: take });
    left = sub(left, mul(level.price, take));
    if (take === affordable) return fillOf('buy', levels, fills, true);
  }
  return fillOf('buy', levels, fills, false);
}

/**
 * The largest total a share of the available quote pays for with the fee on top, cut to the
 * total's places: total + fee(total) never exceeds available x share.
 */
export function totalForShare(
  available: string,
  share: string,
  places: number,
  rate: string = SPOT_FEE_RATE,
): string {
  return toDecimalString(truncate(div(mul(available, share), add('1', rate)), places));
}
