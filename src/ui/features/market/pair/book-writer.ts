import type { BookRow } from '../../../../domain/market/order-book';
import { formatAmount } from '../../../../domain/precision';
import type { BarPainter } from './book-bars';
import type { Direction } from '../../../../domain/market/ticker-stats';
import type { UpColour } from '../../../../domain/market/up-colour';
import { directionClass } from '../overview/market-format';

const AMOUNT_PLACES = 4;

/**
 * The exact price each row button stands for, kept beside the DOM: a press reads it here
 * (pickedPrice), so a new book writes no data attribute per row.
 */
const buttonPrices = new WeakMap<Element, string>();

/** The unrounded price of the book row `button`, as the book last wrote it. */
export const pickedPrice = (button: Element): string | undefined => buttonPrices.get(button);

/** One row slot's elements and what they show now, so a write compares in JS, not in the DOM. */
interface Slot {
  li: HTMLElement;
  button: HTMLElement;
  price: Text;
  amount: Text;
  total: Text;
  shown: { hidden: boolean; price: string | null; amount: string | null; total: string | null };
}

/** The span's text node, made once: later writes change its value in place. */
function textIn(span: Element | undefined): Text {
  if (!span) throw new Error('A book slot lacks a cell');
  const node = span.firstChild;
  if (node && node.nodeType === Node.TEXT_NODE) return node as Text;
  const text = span.ownerDocument.createTextNode('');
  span.replaceChildren(text);
  return text;
}

function slotOf(li: Element): Slot {
  const button = li.firstElementChild as HTMLElement;
  const [price, amount, total] = Array.from(button.children) as HTMLElement[];
  return {
    li: li as HTMLElement,
    button,
    price: textIn(price),
    amount: textIn(amount),
    total: textIn(total),
    // Unknown: the first write sets every cell.
    shown: { hidden: (li as HTMLElement).hidden, price: null, amount: null, total: null },
  };
}

/**
 * Writes one side's levels into its fixed slots (`<li><button>` rendered once by React,
 * book-side-slots.tsx): only the cells whose value changed, as text-node values, and hides
 * the slots past the last level. The book changes several times a second while nothing else
 * on the screen does; writing the changed cells directly costs a fraction of reconciling rows.
 * A row button's accessible name follows its price cell by itself (aria-labelledby), and the
 * depth bars are painted apart (book-bars.ts), so neither costs a DOM write per row.
 * Made anew when the grouping, size or colours change, so its first write sets every cell.
 */
export function sideWriter(list: HTMLElement, bars: BarPainter, places: number) {
  const slots = Array.from(list.children, slotOf);
  return (rows: readonly BookRow[], max: number) => {
    // With no depth every total is 0 too, and no bar is drawn.
    const divisor = max > 0 ? max : 1;
    bars.paint(rows.map((row) => Number(row.total) / divisor));
    slots.forEach((slot, place) => {
      const row = rows[place];
      const { shown } = slot;
      if (shown.hidden !== !row) slot.li.hidden = shown.hidden = !row;
      if (!row) return;
      if (shown.price !== row.price) {
        shown.price = row.price;
        slot.price.nodeValue = formatAmount(row.price, places);
        buttonPrices.set(slot.button, row.price);
      }
      if (shown.amount !== row.amount) {
        shown.amount = row.amount;
        slot.amount.nodeValue = formatAmount(row.amount, AMOUNT_PLACES);
      }
      if (shown.total !== row.total) {
        shown.total = row.total;
        slot.total.nodeValue = formatAmount(row.total, AMOUNT_PLACES);
      }
    });
  };
}

/** The last price and its move, as the middle row shows them; null before the first ticker. */
export interface LastPrice {
  close: string;
  move: Direction;
}

/** The arrow beside the last price: its move in a glyph as well as in colour. */
const MOVE_MARK: Record<Direction, string> = { up: '\u2191', down: '\u2193', flat: '' };

/**
 * The middle row: the last price in the colour of its last move (with an arrow, so the move
 * is not told by colour alone), and the spread's value and percentage beside it; '--' for
 * what is not known yet. Text-node values and one class, each written only when it changes.
 */
export function middleWriter(row: HTMLElement, upColour: UpColour) {
  const cell = (name: string) => {
    const found = row.querySelector(`.pd-book__${name}`);
    if (!(found instanceof HTMLElement)) throw new Error(`The book's middle row lacks its ${name}`);
    return found;
  };
  const lastCell = cell('last-price');
  const last = textIn(lastCell);
  const mark = textIn(cell('move'));
  const value = textIn(cell('spread-value'));
  const percent = textIn(cell('spread-percent'));
  const write = (node: Text, text: string) => {
    if (node.nodeValue !== text) node.nodeValue = text;
  };
  return (
    lastPrice: LastPrice | null,
    spread: { value: string; percent: string } | null,
    places: { price: number; spread: number },
  ) => {
    write(last, lastPrice ? formatAmount(lastPrice.close, places.price) : '--');
    const move = lastPrice?.move ?? 'flat';
    write(mark, MOVE_MARK[move]);
    const className = `pd-book__last-price ${directionClass(move, upColour)}`;
    if (lastCell.className !== className) lastCell.className = className;
    write(value, spread ? formatAmount(spread.value, places.spread) : '--');
    write(percent, spread ? `(${formatAmount(spread.percent, 3)}%)` : '');
  };
}
