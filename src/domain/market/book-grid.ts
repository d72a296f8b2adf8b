import { add, cmp, div, mul, normalisePlain, truncate, truncatePlain } from '../precision';

export type BookSide = 'bid' | 'ask';

/** One row of the book as shown: a price group, its amount, the total from the spread out. */
export interface BookRow {
  price: string;
  amount: string;
  /** Amount summed from the spread out to this row. */
  total: string;
}

/** Decimals of a power-of-ten step ('0.01' -> 2, '1' -> 0); null for any other step. */
export function stepDecimals(step: string): number | null {
  if (step === '1') return 0;
  const match = /^0\.(0*)1$/.exec(step);
  return match ? (match[1] ?? '').length + 1 : null;
}

/** Price on the step grid: bids round down, asks round up, so a group never looks better than it is. */
export function onGridExact(price: string, step: string, side: BookSide): string {
  const units = div(price, step);
  const whole = truncate(units, 0);
  const up = side === 'ask' && cmp(units, whole) !== 0;
  return mul(up ? add(whole, '1') : whole, step);
}

/**
 * onGridExact, with string cuts for the usual case, a positive price and a power-of-ten step
 * (every grouping the book offers): a bid is the price cut to the step's decimals, an ask
 * already on the grid is itself. Anything else (an ask between steps) goes through big.js.
 */
export function onGrid(price: string, step: string, side: BookSide, decimals: number | null): string {
  if (decimals !== null && !price.startsWith('-')) {
    const cut = truncatePlain(price, decimals);
    const dropped = (price.split('.')[1] ?? '').slice(decimals);
    if (cut !== null && (side === 'bid' || !/[1-9]/.test(dropped))) {
      const grid = normalisePlain(cut);
      if (grid !== null) return grid;
    }
  }
  return onGridExact(price, step, side);
}
