import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectDepth, selectPair } from '../../../../application/market/pair-detail.selectors';
import { bookRows, priceStep, spreadOf } from '../../../../domain/market/order-book';
import { formatAmount, pairPrecision } from '../../../../domain/precision';
import { BookSideRows } from './book-side-rows';
import { PairDetailActor } from './pair-detail-provider';
import { groupingOptionMessage, pairMessages } from './pair-detail.messages';
import { useThrottled } from './use-throttled';
import { useUpColour } from '../preferences/use-up-colour';

/** At most 5 renders a second, however fast the depth arrives. */
const RENDER_INTERVAL_MS = 200;
const GROUPINGS = [1, 10, 100] as const;

export interface OrderBookProps {
  /** Levels per side: 20, or COMPACT_DEPTH_ROWS on mobile. */
  rows: number;
  onPickPrice: (price: string) => void;
}

/** Asks above, bids below, a pinned spread row between; each row hands its price to onPickPrice. */
export function OrderBook({ rows, onPickPrice }: OrderBookProps) {
  const intl = useIntl();
  const depth = useThrottled(PairDetailActor.useSelector(selectDepth), RENDER_INTERVAL_MS);
  const pair = PairDetailActor.useSelector(selectPair);
  const [factor, setFactor] = useState<number>(1);
  const { upColour } = useUpColour();
  const precision = pairPrecision(pair.base, pair.quote);
  const places = Math.max(0, precision - Math.round(Math.log10(factor)));
  const book = useMemo(() => {
    const step = priceStep(precision, factor);
    const bids = bookRows(depth?.bids ?? [], 'bid', step, rows);
    const asks = bookRows(depth?.asks ?? [], 'ask', step, rows);
    const max = Math.max(Number(bids.at(-1)?.total ?? 0), Number(asks.at(-1)?.total ?? 0));
    // Asks are listed highest first; reversed here so the memoised rows skip renders between books.
    return { bids, asksDown: [...asks].reverse(), max, spread: spreadOf(bids, asks) };
  }, [depth, precision, factor, rows]);
  // The grouping choices change with the pair, the grouping and the locale, not with each book.
  const groupings = useMemo(
    () =>
      GROUPINGS.map((g) => (
        <option key={g} value={g}>
          {intl.formatMessage(groupingOptionMessage, {
            step: formatAmount(priceStep(precision, g), places),
          })}
        </option>
      )),
    [intl, precision, places],
  );
  const title = intl.formatMessage(pairMessages.book);
  return (
    <section className={upColour === 'red' ? 'pd-book pd-book--red-up' : 'pd-book'} aria-label={title}>
      <div className="pd-book__head">
        <h2>{title}</h2>
        <select
          aria-label={intl.formatMessage(pairMessages.grouping)}
          value={factor}
          onChange={(e) => setFactor(Number(e.target.value))}
        >
          {groupings}
        </select>
      </div>
      <div className="pd-book__columns" aria-hidden="true">
        <span>{intl.formatMessage(pairMessages.bookPrice)}</span>
        <span>{intl.formatMessage(pairMessages.bookAmount)}</span>
        <span>{intl.formatMessage(pairMessages.bookTotal)}</span>
      </div>
      {depth === null ? (
        <p className="pd-chart-state">{intl.formatMessage(pairMessages.loading)}</p>
      ) : book.bids.length + book.asksDown.length === 0 ? (
        <p className="pd-chart-state">{intl.formatMessage(pairMessages.bookEmpty)}</p>
      ) : (
        <>
          {/* Each side scrolls on its own where the screen gives the book less than its height. */}
          <div className="pd-book__scroll pd-book__scroll--ask">
            <BookSideRows
              side="ask"
              rows={book.asksDown}
              max={book.max}
              places={places}
              onPickPrice={onPickPrice}
            />
          </div>
          <div className="pd-book__spread">
            <span>{intl.formatMessage(pairMessages.spread)}</span>
            <span>{book.spread ? formatAmount(book.spread.value, places) : '--'}</span>
            <span>{book.spread ? `${formatAmount(book.spread.percent, 3)}%` : ''}</span>
          </div>
          <div className="pd-book__scroll pd-book__scroll--bid">
            <BookSideRows
              side="bid"
              rows={book.bids}
              max={book.max}
              places={places}
              onPickPrice={onPickPrice}
            />
          </div>
        </>
      )}
    </section>
  );
}
