import { add, div, gt, isZero, lt, mul, sub } from '../precision';
import { cut8, SPOT_FEE_RATE, spotFee } from './spot-rules';
import type { SpotSide } from './spot';

export interface BookLevel {
  price: string;
  amount: string;
}

export interface BookFill {
  /** Levels taken, best first, each at its own price. */
  fills: BookLevel[];
  /** Base amount filled; less than asked when the book (or the limit) runs out. */
  amount: string;
  /** Quote value of the fills. */
  total: string;
  averagePrice: string | null;
  /** How far the average is from the best price, as a fraction (0.0012 = 0.12 %), never negative. */
  slippage: string | null;
  complete: boolean;
}

/** Whether a level's price is acceptable to an order limited at `limit` on `side`. */
export function withinLimit(side: SpotSide, price: string, limit: string | null): boolean {
  if (limit === null) return true;
  return side === 'buy' ? !gt(price, limit) : !lt(price, limit);
}

/**
 * Takes `amount` from the opposite side of the book (asks for a buy, bids for a sell,
 * best first), level by level at each level's price, stopping at `limit` if given. The
 * average and slippage a trader sees before a market order are exactly what the fill gets.
 */
export function walkBook(
  side: SpotSide,
  levels: readonly BookLevel[],
  amount: string,
  limit: string | null = null,
): BookFill {
  const fills: BookLevel[] = [];
  let left = amount;
  for (const level of levels) {
    if (isZero(left) || !withinLimit(side, level.price, limit)) break;
    const take = lt(level.amount, left) ? level.amount : left;
    if (isZero(take)) continue;
    fills.push({ price: level.price, amount: take });
    left = sub(left, take);
  }
  return fillOf(side, levels, fills, isZero(left));
}

/** What fills taken from `levels` come to: amount, quote value, average and slippage. */
export function fillOf(
  side: SpotSide,
  levels: readonly BookLevel[],
  fills: BookLevel[],
  complete: boolean,
): BookFill {
  const filled = fills.reduce((sum, level) => add(sum, level.amount), '0');
  const total = fills.reduce((sum, level) => add(sum, mul(level.price, level.amount)), '0');
  const best = levels[0]?.price;
  const averagePrice = isZero(filled) ? null : cut8(div(total, filled));
  const slippage =
    averagePrice === null || best === undefined || isZero(best)
      ? null
      : cut8(div(side === 'buy' ? sub(averagePrice, best) : sub(best, averagePrice), best));
  return { fills, amount: filled, total, averagePrice, slippage, complete };
}

/** The fee of a fill taken across levels: each level is its own trade with its own cut fee. */
export function feeOfFills(fills: readonly BookLevel[], rate: string = SPOT_FEE_RATE): string {
  return fills.reduce((sum, level) => add(sum, spotFee(mul(level.price, level.amount), rate)), '0');
}
