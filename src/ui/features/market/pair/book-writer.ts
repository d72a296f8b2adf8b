import type { BookRow } from '../../../../domain/market/order-book';
import { formatAmount } from '../../../../domain/precision';

/** How one side's prices are shown: the grouping's places and the row buttons' accessible name. */
export interface SideFormat {
  places: number;
  label: (shownPrice: string) => string;
}

const AMOUNT_PLACES = 4;

function setText(element: Element | undefined, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}

/** Forgets what the slots show, so the next write rewrites every cell (new grouping or locale). */
export function resetSlots(list: HTMLElement) {
  for (const slot of Array.from(list.children)) {
    const button = slot.firstElementChild as HTMLElement | null;
    if (!button) continue;
    delete button.dataset.price;
    delete button.dataset.total;
  }
}

/**
 * Writes one side's levels into its fixed slots (`<li><button>` rendered once by React,
 * book-side-slots.tsx), touching only the cells whose value changed and hiding slots past
 * the last level. The book changes several times a second while nothing else on the screen
 * does; writing the changed cells directly costs a fraction of reconciling the rows.
 */
export function writeSide(list: HTMLElement, rows: readonly BookRow[], max: number, format: SideFormat) {
  // With no depth every total is 0 too, so any positive divisor draws no bar.
  list.style.setProperty('--book-max', String(max > 0 ? max : 1));
  const slots = list.children;
  for (let place = 0; place < slots.length; place += 1) {
    const slot = slots[place] as HTMLLIElement;
    const row = rows[place];
    if (!row) {
      if (!slot.hidden) slot.hidden = true;
      continue;
    }
    if (slot.hidden) slot.hidden = false;
    const button = slot.firstElementChild as HTMLButtonElement;
    const [bar, price, amount, total] = Array.from(button.children) as HTMLElement[];
    if (button.dataset.price !== row.price) {
      const shown = formatAmount(row.price, format.places);
      button.dataset.price = row.price;
      setText(price, shown);
      button.setAttribute('aria-label', format.label(shown));
    }
    setText(amount, formatAmount(row.amount, AMOUNT_PLACES));
    if (button.dataset.total !== row.total) {
      button.dataset.total = row.total;
      setText(total, formatAmount(row.total, AMOUNT_PLACES));
      // The bar's width is its running total as a share of --book-max (pair.css).
      bar?.style.setProperty('--book-total', String(Number(row.total)));
    }
  }
}

/** The spread row's value and percentage; '--' without both sides. */
export function writeSpread(
  row: HTMLElement,
  spread: { value: string; percent: string } | null,
  places: number,
) {
  const [, value, percent] = Array.from(row.children);
  setText(value, spread ? formatAmount(spread.value, places) : '--');
  setText(percent, spread ? `${formatAmount(spread.percent, 3)}%` : '');
}
