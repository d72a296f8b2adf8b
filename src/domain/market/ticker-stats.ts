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
