import { memo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { BookRow as BookRowData, BookSide } from '../../../../domain/market/order-book';
import { BookRow } from './book-row';
import { pairMessages } from './pair-detail.messages';

interface SideProps {
  side: BookSide;
  rows: readonly BookRowData[];
  /** The largest running total on screen: the full width of a depth bar. */
  max: number;
  places: number;
  onPickPrice: (price: string) => void;
}

/** One side's rows as buttons, each with a bar as wide as its share of the deepest total. */
export const BookSideRows = memo(function BookSideRows({ side, rows, max, places, onPickPrice }: SideProps) {
  const intl = useIntl();
  const sideName = intl.formatMessage(side === 'bid' ? pairMessages.buy : pairMessages.sell);
  // With no depth every total is 0 too, so any positive divisor draws no bar.
  const style = { '--book-max': max > 0 ? max : 1 } as CSSProperties;
  return (
    <ul className={`pd-book__side pd-book__side--${side}`} style={style}>
      {/* Keyed by place, not price: as the book moves, a row's DOM is rewritten in place rather
          than removed and re-created for a price that moved (the costliest part of an update). */}
      {rows.map((row, place) => (
        <BookRow
          key={place}
          price={row.price}
          amount={row.amount}
          total={row.total}
          places={places}
          sideName={sideName}
          onPickPrice={onPickPrice}
        />
      ))}
    </ul>
  );
});
