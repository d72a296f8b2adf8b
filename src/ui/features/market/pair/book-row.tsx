import { memo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../domain/precision';
import { pickPriceMessage } from './pair-detail.messages';

interface BookRowProps {
  price: string;
  amount: string;
  total: string;
  places: number;
  /** The side's translated name, for the button's accessible name. */
  sideName: string;
  onPickPrice: (price: string) => void;
}

/**
 * One level as a button. Memoised on its own values: between two books most levels keep
 * their price, amount and total, and those rows skip rendering, formatting and the ICU
 * label. The depth bar's width reads the side's deepest total from the list's `--book-max`
 * (see pair.css), so a new deepest total restyles the bars without rendering every row.
 */
export const BookRow = memo(function BookRow({
  price,
  amount,
  total,
  places,
  sideName,
  onPickPrice,
}: BookRowProps) {
  const intl = useIntl();
  const shown = formatAmount(price, places);
  return (
    <li>
      <button
        type="button"
        className="pd-book__row"
        aria-label={intl.formatMessage(pickPriceMessage, { price: shown, side: sideName })}
        onClick={() => onPickPrice(price)}
      >
        <span className="pd-book__bar" style={{ '--book-total': Number(total) } as CSSProperties} />
        <span className="pd-book__price">{shown}</span>
        <span>{formatAmount(amount, 4)}</span>
        <span>{formatAmount(total, 4)}</span>
      </button>
    </li>
  );
});
