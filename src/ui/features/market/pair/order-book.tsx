import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { selectDepthArrived, selectPair } from '../../../../application/market/pair-detail.selectors';
import { priceStep } from '../../../../domain/market/order-book';
import { formatAmount, pairPrecision } from '../../../../domain/precision';
import { onBookFocus, onBookKey } from './book-keys';
import { BookSideSlots, type RowLabel } from './book-side-slots';
import { pickedPrice } from './book-writer';
import { PairDetailActor } from './pair-detail-provider';
import { groupingOptionMessage, pairMessages, pickPriceMessage } from './pair-detail.messages';
import { PartState } from './part-state';
import { useBookWriter, type BookLayout } from './use-book-writer';
import { useUpColour } from '../preferences/use-up-colour';

const GROUPINGS = [1, 10, 100] as const;
/** Stands for the price in the formatted row label; no translation contains it. */
const PRICE_MARK = '\u0001';

export interface OrderBookProps {
  /** Levels per side: 20, or COMPACT_DEPTH_ROWS on mobile. */
  rows: number;
  onPickPrice: (price: string) => void;
}

/**
 * Asks above, bids below, a middle row between (the last price in the colour of its move,
 * and the spread); each row hands its price to
 * onPickPrice. React renders the frame; the levels are written into it as they arrive
 * (use-book-writer.ts), so a new book costs no React render at all.
 */
export function OrderBook({ rows, onPickPrice }: OrderBookProps) {
  const intl = useIntl();
  const feed = PairDetailActor.useActorRef();
  const arrived = PairDetailActor.useSelector(selectDepthArrived);
  const pair = PairDetailActor.useSelector(selectPair);
  const [factor, setFactor] = useState<number>(1);
  const [empty, setEmpty] = useState(false);
  const { upColour, up, down } = useUpColour();
  const precision = pairPrecision(pair.base, pair.quote);
  const places = Math.max(0, precision - Math.round(Math.log10(factor)));
  const asks = useRef<HTMLUListElement>(null);
  const bids = useRef<HTMLUListElement>(null);
  const askBars = useRef<SVGPathElement>(null);
  const bidBars = useRef<SVGPathElement>(null);
  const middle = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const targets = useMemo(() => ({ asks, bids, askBars, bidBars, middle, body }), []);
  const layout = useMemo<BookLayout>(
    () => ({
      rows,
      step: priceStep(precision, factor),
      places,
      pricePlaces: precision,
      upColour,
      askBarColour: down,
      bidBarColour: up,
      onEmpty: setEmpty,
    }),
    [rows, precision, factor, places, upColour, up, down],
  );
  // Each side's row label is formatted once around a marker and split: a row's name is then
  // the two parts around its own price cell, whatever order the language puts them in.
  const labels = useMemo(() => {
    const labelOf = (side: string): RowLabel => {
      const [before = '', after = ''] = intl
        .formatMessage(pickPriceMessage, { price: PRICE_MARK, side })
        .split(PRICE_MARK);
      return { before: before.trim(), after: after.trim() };
    };
    return {
      ask: labelOf(intl.formatMessage(pairMessages.sell)),
      bid: labelOf(intl.formatMessage(pairMessages.buy)),
    };
  }, [intl]);
  useBookWriter(feed, targets, layout, arrived);
  const pick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const price = pickedPrice(event.currentTarget);
      if (price) onPickPrice(price);
    },
    [onPickPrice],
  );
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
    // Keys and focus are heard here, once for every row (book-keys.ts).
    <section
      className={upColour === 'red' ? 'pd-book pd-book--red-up' : 'pd-book'}
      aria-label={title}
      onKeyDown={onBookKey}
      onFocus={onBookFocus}
    >
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
      {!arrived ? (
        <PartState part="depth" loading={pairMessages.loading} unavailable={pairMessages.bookError} />
      ) : (
        <div className="pd-book__body" ref={body}>
          {empty && <p className="pd-chart-state">{intl.formatMessage(pairMessages.bookEmpty)}</p>}
          {/* Where the screen gives the book less than its height, the body scrolls as one (the
              middle row pinned), so the book's one Tab stop is always inside what scrolls. */}
          <div className="pd-book__scroll pd-book__scroll--ask" hidden={empty}>
            <BookSideSlots
              side="ask"
              count={rows}
              label={labels.ask}
              listRef={asks}
              barsRef={askBars}
              onPick={pick}
            />
          </div>
          {/* The middle row: written by the book writer (use-book-writer.ts), like the rows. */}
          <div className="pd-book__middle" ref={middle} hidden={empty} data-testid="book-middle">
            <span className="pd-book__last">
              <span className="pd-visually-hidden">{intl.formatMessage(pairMessages.lastPrice)} </span>
              <span className="pd-book__last-price" data-testid="book-last-price">
                --
              </span>
              <span className="pd-book__move" aria-hidden="true" />
            </span>
            <span className="pd-book__spread" data-testid="book-spread">
              <span>{intl.formatMessage(pairMessages.spread)} </span>
              <span className="pd-book__spread-value">--</span> <span className="pd-book__spread-percent" />
            </span>
          </div>
          <div className="pd-book__scroll pd-book__scroll--bid" hidden={empty}>
            <BookSideSlots
              side="bid"
              count={rows}
              label={labels.bid}
              listRef={bids}
              barsRef={bidBars}
              onPick={pick}
            />
          </div>
        </div>
      )}
    </section>
  );
}
