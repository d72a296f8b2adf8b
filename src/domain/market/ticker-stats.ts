import { truncate, truncatePlain } from '../precision';
import { fromUnits, percentUnits, unitsAtCommonScale } from '../precision/units';
import { cmp, div, isZero, mul, sub, tryParse } from './ticker-decimal';
import { symbolOf, type Ticker } from './market';

export type TickerSortKey = 'name' | 'price' | 'change' | 'volume';
export type SortOrder = 'asc' | 'desc';
export type Direction = 'up' | 'down' | 'flat';

/** 24 h change in percent, as a decimal string; null when the open is zero or unreadable. */
export function changePercent(ticker: Ticker): string | null {
  const open = tryParse(ticker.open);
  const close = tryParse(ticker.close);
  if (open === null || close === null || isZero(open)) return null;
  return mul(div(sub(close, open), open), '100');
}

/**
 * The 24 h change in percent cut toward zero to `places` decimals: what truncating
 * changePercent gives, and null where it is null. Lists show it for every row on every tick,
 * and for short prices (nearly all) whole numbers of units replace big.js's 20-place division.
 */
export function changePercentCut(ticker: Ticker, places: number): string | null {
  const inUnits = changePercentCutInUnits(ticker.open, ticker.close, places);
  if (inUnits !== undefined) return inUnits;
  const change = changePercent(ticker);
  return change === null ? null : truncate(change, places);
}

/** 10^places stays an exact double well past this; more places go to big.js. */
const MAX_UNIT_PLACES = 15;

/**
 * |close - open| / open in percent as whole units of 10^-places (order-book.ts's spread is
 * worked out the same way); undefined where a price is not a short unsigned decimal or the
 * quotient would leave exact integers, so the caller keeps to big.js.
 */
function changePercentCutInUnits(open: string, close: string, places: number): string | null | undefined {
  if (!Number.isInteger(places) || places < 0 || places > MAX_UNIT_PLACES) return undefined;
  const prices = unitsAtCommonScale(open, close);
  if (prices === null) return undefined;
  const { a: from, b: to } = prices;
  if (from === 0) return null;
  const quotient = percentUnits(Math.abs(to - from), from, places);
  if (quotient === null) return undefined;
  const text = truncatePlain(fromUnits(quotient, places), places);
  if (text === null) return undefined;
  // Zero never carries a sign, as truncate writes it.
  return to < from && quotient !== 0 ? `-${text}` : text;
}

/**
 * The sign of the 24 h change, without its division: (close - open) / open has the sign of
 * close - open times the sign of open. Lists colour every row by it on every tick.
 */
export function directionOf(ticker: Ticker): Direction {
  const open = tryParse(ticker.open);
  const close = tryParse(ticker.close);
  if (open === null || close === null || isZero(open)) return 'flat';
  const sign = cmp(close, open) * cmp(open, '0');
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}

/** Tickers whose base coin or symbol contains the query, case-insensitive. */
export function searchTickers(tickers: readonly Ticker[], query: string): Ticker[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...tickers];
  return tickers.filter((t) => t.base.toLowerCase().includes(needle) || symbolOf(t).includes(needle));
}

function compareBy(key: TickerSortKey, a: Ticker, b: Ticker): number {
  switch (key) {
    case 'name':
      return a.base.localeCompare(b.base);
    case 'price':
      return cmp(a.close, b.close);
    case 'volume':
      return cmp(a.vol, b.vol);
    case 'change':
      // An unknown change sorts below every known one.
      return cmp(changePercent(a) ?? '-1000000000', changePercent(b) ?? '-1000000000');
  }
}

/** A sorted copy; ties keep the feed's order. */
export function sortTickers(tickers: readonly Ticker[], key: TickerSortKey, order: SortOrder): Ticker[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...tickers].sort((a, b) => sign * compareBy(key, a, b));
}

/**
 * The move of the last price as the book's middle row colours it: up or down against the
 * last price shown before; an unchanged price keeps the move it had (a trader reads the
 * colour as the last change, not as "no trade"); the first price has none to compare with,
 * so it takes the 24 h direction.
 */
export function lastPriceMove(previous: string | null, ticker: Ticker, before: Direction): Direction {
  const close = tryParse(ticker.close);
  if (close === null) return 'flat';
  if (previous === null) return directionOf(ticker);
  const order = cmp(close, previous);
  return order > 0 ? 'up' : order < 0 ? 'down' : before;
}
