import { memo, type MouseEvent, type Ref } from 'react';
import type { BookSide } from '../../../../domain/market/order-book';

interface SlotsProps {
  side: BookSide;
  /** Levels this side can show; slots past the book's last level stay hidden. */
  count: number;
  listRef: Ref<HTMLUListElement>;
  /** Reads the slot's price from its button (book-writer.ts's pickedPrice). */
  onPick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * One side's fixed row slots. React renders them once per pair, grouping and size; the
 * values inside are written by use-book-writer.ts as books arrive. Each row is a button
 * whose accessible name says the price and side, so screen readers and keyboards use the
 * book as before.
 */
export const BookSideSlots = memo(function BookSideSlots({ side, count, listRef, onPick }: SlotsProps) {
  return (
    <ul ref={listRef} className={`pd-book__side pd-book__side--${side}`}>
      {Array.from({ length: count }, (_, place) => (
        <li key={place} hidden>
          <button type="button" className="pd-book__row" onClick={onPick}>
            <span className="pd-book__bar" />
            <span className="pd-book__price" />
            <span />
            <span />
          </button>
        </li>
      ))}
    </ul>
  );
});
