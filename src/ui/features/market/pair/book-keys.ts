import type { FocusEvent, KeyboardEvent } from 'react';

// The book is one Tab stop (a roving tabindex over its price rows: asks top to bottom, then
// bids); arrow keys, Home and End move between the rows, across the middle row, and Enter or
// Space picks the focused row's price as a click does (the rows are buttons). Done on the DOM
// the book writer already owns, so a new book costs no React render for it either.

const ROW = 'pd-book__row';

/** The rows a user can reach, in reading order: the shown asks, then the shown bids. */
const shownRows = (book: Element) =>
  Array.from(book.querySelectorAll<HTMLElement>(`li:not([hidden]) > .${ROW}`));

const isRow = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLElement && target.classList.contains(ROW);

/** Makes `row` the book's one Tab stop. */
function makeStop(book: Element, row: HTMLElement) {
  const stop = book.querySelector<HTMLElement>(`.${ROW}[tabindex="0"]`);
  if (stop === row) return;
  stop?.setAttribute('tabindex', '-1');
  row.setAttribute('tabindex', '0');
}

/**
 * After each write: the Tab stop stays on its row while that row is shown; otherwise it goes
 * to the best ask (the row just above the middle row, where a trader's eye starts), or the
 * best bid when no ask is shown. One query per write while the stop stays where it is.
 */
export function keepTabStop(book: Element) {
  const stop = book.querySelector<HTMLElement>(`.${ROW}[tabindex="0"]`);
  if (stop && !stop.parentElement?.hidden) return;
  const rows = shownRows(book);
  const firstBid = rows.findIndex((row) => row.closest('.pd-book__side--bid') !== null);
  const best = rows[firstBid > 0 ? firstBid - 1 : firstBid === 0 ? 0 : rows.length - 1];
  if (best) makeStop(book, best);
}

/** Where each key moves to, from row `at` of `count`. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowUp: (at) => Math.max(0, at - 1),
  ArrowDown: (at, count) => Math.min(count - 1, at + 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The book's key handler: moves the focus (and the Tab stop) between the shown rows. */
export function onBookKey(event: KeyboardEvent<HTMLElement>) {
  const move = MOVES[event.key];
  if (!move || !isRow(event.target)) return;
  const rows = shownRows(event.currentTarget);
  const next = rows[move(rows.indexOf(event.target), rows.length)];
  event.preventDefault();
  if (!next) return;
  makeStop(event.currentTarget, next);
  next.focus();
}

/** A row focused by any means (a click, a screen reader) becomes the Tab stop: Tab returns there. */
export function onBookFocus(event: FocusEvent<HTMLElement>) {
  if (isRow(event.target)) makeStop(event.currentTarget, event.target);
}
