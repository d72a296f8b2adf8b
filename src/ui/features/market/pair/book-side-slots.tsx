import { memo, useId, type MouseEvent, type Ref } from 'react';
import type { BookSide } from '../../../../domain/market/order-book';

/** The row buttons' accessible name around the price: 'Use price ' and ' (Sell)' in English. */
export interface RowLabel {
  before: string;
  after: string;
}

interface SlotsProps {
  side: BookSide;
  /** Levels this side can show; slots past the book's last level stay hidden. */
  count: number;
  label: RowLabel;
  listRef: Ref<HTMLUListElement>;
  barsRef: Ref<SVGPathElement>;
  /** Reads the slot's price from its button (book-writer.ts's pickedPrice). */
  onPick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * One side's fixed row slots, with the layer its depth bars are painted on (book-bars.ts).
 * React renders them once per pair, grouping, size and locale; the values inside are written
 * by use-book-writer.ts as books arrive. Each row is a button named by the label's two parts
 * around its own price cell (aria-labelledby), so screen readers and keyboards use the book
 * as a list of prices while a new book writes only the cells' text.
 */
export const BookSideSlots = memo(function BookSideSlots({
  side,
  count,
  label,
  listRef,
  barsRef,
  onPick,
}: SlotsProps) {
  const id = useId();
  return (
    <div className="pd-book__stack">
      <span id={`${id}before`} hidden>
        {label.before}
      </span>
      <span id={`${id}after`} hidden>
        {label.after}
      </span>
      <ul ref={listRef} className={`pd-book__side pd-book__side--${side}`}>
        {Array.from({ length: count }, (_, place) => (
          <li key={place} hidden>
            <button
              type="button"
              className="pd-book__row"
              // One Tab stop for the whole book, moved by the book's keys (book-keys.ts).
              tabIndex={-1}
              aria-labelledby={`${id}before ${id}${place} ${id}after`}
              onClick={onPick}
            >
              <span className="pd-book__price" id={`${id}${place}`} />
              <span />
              <span />
            </button>
          </li>
        ))}
      </ul>
      {/* Stretched over the rows: the painter draws in a unit square (book-bars.ts). */}
      <svg className="pd-book__bars" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
        <path ref={barsRef} />
      </svg>
    </div>
  );
});
