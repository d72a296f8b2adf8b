import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { BookRow, BookSide } from '../../../../domain/market/order-book';
import { formatAmount } from '../../../../domain/precision';
import { pairMessages, pickPriceMessage } from './pair-detail.messages';

interface SideProps {
  side: BookSide;
  rows: readonly BookRow[];
  /** The largest running total on screen: the full width of a depth bar. */
  max: number;
  places: number;
  onPickPrice: (price: string) => void;
}

/** One side's rows as buttons, each with a bar as wide as its share of the deepest total. */
export const BookSideRows = memo(function BookSideRows({ side, rows, max, places, onPickPrice }: SideProps) {
  const intl = useIntl();
  const sideName = intl.formatMessage(side === 'bid' ? pairMessages.buy : pairMessages.sell);
  return (
    <ul className={`pd-book__side pd-book__side--${side}`}>
      {rows.map((row) => {
        const price = formatAmount(row.price, places);
        const width = max > 0 ? Math.min(100, (Number(row.total) / max) * 100) : 0;
        return (
          <li key={row.price}>
            <button
              type="button"
              className="pd-book__row"
              aria-label={intl.formatMessage(pickPriceMessage, { price, side: sideName })}
              onClick={() => onPickPrice(row.price)}
            >
              <span className="pd-book__bar" style={{ width: `${width}%` }} />
              <span className="pd-book__price">{price}</span>
              <span>{formatAmount(row.amount, 4)}</span>
              <span>{formatAmount(row.total, 4)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
});
