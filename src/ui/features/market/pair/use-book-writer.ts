import { useEffect, type RefObject } from 'react';
import { selectDepth, selectPairTicker } from '../../../../application/market/pair-detail.selectors';
import { bookRows, spreadOf } from '../../../../domain/market/order-book';
import type { Depth, Ticker } from '../../../../domain/market/market';
import { lastPriceMove } from '../../../../domain/market/ticker-stats';
import type { UpColour } from '../../../../domain/market/up-colour';
import { barPainter } from './book-bars';
import { centreOnceScrollable } from './book-centring';
import { keepTabStop } from './book-keys';
import { middleWriter, sideWriter, type LastPrice } from './book-writer';
import type { PairDetailRef } from './pair-detail-provider';

/** At most 5 book writes a second, however fast the depth arrives. */
export const RENDER_INTERVAL_MS = 200;

export interface BookTargets {
  asks: RefObject<HTMLUListElement | null>;
  bids: RefObject<HTMLUListElement | null>;
  askBars: RefObject<SVGPathElement | null>;
  bidBars: RefObject<SVGPathElement | null>;
  /** The middle row: the last price and the spread. */
  middle: RefObject<HTMLDivElement | null>;
  /** What scrolls where the book is taller than its place: it opens at the middle row. */
  body: RefObject<HTMLDivElement | null>;
}

export interface BookLayout {
  rows: number;
  /** The grouping's price step and the places its prices are shown with. */
  step: string;
  places: number;
  /** The pair's own price places, for the last price (the grouping does not round it). */
  pricePlaces: number;
  /** The user's rising colour, for the last price's move. */
  upColour: UpColour;
  /** The depth bars' colours: asks fall, bids rise, in the user's rising colour. */
  askBarColour: string;
  bidBarColour: string;
  /** Told whether the latest book had any level to show (React renders "No orders" then). */
  onEmpty: (empty: boolean) => void;
}

/** What the book shows of the feed: the latest book and the latest ticker (the last price). */
interface Shown {
  depth: Depth | null;
  ticker: Ticker | null;
}

const shownOf = (feed: PairDetailRef): Shown => {
  const snapshot = feed.getSnapshot();
  // A stand-in feed (the bench's) may carry no ticker at all.
  return { depth: selectDepth(snapshot), ticker: selectPairTicker(snapshot) ?? null };
};

/** The last price's move, kept across writes: each new ticker is compared with the one before. */
function lastPriceTracker() {
  let last: LastPrice | null = null;
  let ticker: Ticker | null = null;
  return (next: Ticker | null): LastPrice | null => {
    if (next === ticker) return last;
    ticker = next;
    last = next && {
      close: next.close,
      move: lastPriceMove(last?.close ?? null, next, last?.move ?? 'flat'),
    };
    return last;
  };
}

/** The writer of the book's three parts, made on the current slots; null before they mount. */
function writerOf(targets: BookTargets, layout: BookLayout) {
  const { asks, bids, middle } = targets;
  if (!asks.current || !bids.current || !middle.current) return null;
  const askBars = barPainter(targets.askBars.current, layout.askBarColour);
  const bidBars = barPainter(targets.bidBars.current, layout.bidBarColour);
  const writeAsks = sideWriter(asks.current, askBars, layout.places);
  const writeBids = sideWriter(bids.current, bidBars, layout.places);
  const writeMiddle = middleWriter(middle.current, layout.upColour);
  const lastPrice = lastPriceTracker();
  const places = { price: layout.pricePlaces, spread: layout.places };
  const book = asks.current.closest('.pd-book') ?? asks.current;
  let empty: boolean | null = null;
  const draw = ({ depth, ticker }: Shown) => {
    const last = lastPrice(ticker);
    if (!depth) return;
    const bidRows = bookRows(depth.bids, 'bid', layout.step, layout.rows);
    const askRows = bookRows(depth.asks, 'ask', layout.step, layout.rows);
    const max = Math.max(Number(bidRows.at(-1)?.total ?? 0), Number(askRows.at(-1)?.total ?? 0));
    // Asks are listed highest first, so the best ask sits just above the middle row.
    writeAsks([...askRows].reverse(), max);
    writeBids(bidRows, max);
    writeMiddle(last, spreadOf(bidRows, askRows), places);
    keepTabStop(book);
    const nowEmpty = bidRows.length + askRows.length === 0;
    if (nowEmpty !== empty) layout.onEmpty((empty = nowEmpty));
  };
  return draw;
}

/**
 * Keeps the book's slots and its middle row (last price, spread) in step with the feed
 * without React: subscribes to the pair feed,
 * throttles to RENDER_INTERVAL_MS (the latest book always lands) and writes the changed
 * cells. React renders the book's frame only when the pair, grouping, locale or the
 * loading / empty state changes.
 */
export function useBookWriter(feed: PairDetailRef, targets: BookTargets, layout: BookLayout, ready: boolean) {
  useEffect(() => {
    const draw = ready ? writerOf(targets, layout) : null;
    if (!draw) return undefined;
    let shown: Shown = { depth: null, ticker: null };
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isNew = (next: Shown) => next.depth !== shown.depth || next.ticker !== shown.ticker;
    const drawLatest = () => {
      timer = undefined;
      last = Date.now();
      const next = shownOf(feed);
      if (next.depth === null || !isNew(next)) return;
      shown = next;
      draw(next);
    };
    const schedule = () => {
      if (timer !== undefined || !isNew(shownOf(feed))) return;
      const wait = last + RENDER_INTERVAL_MS - Date.now();
      if (wait <= 0) drawLatest();
      else timer = setTimeout(drawLatest, wait);
    };
    drawLatest();
    const subscription = feed.subscribe(schedule);
    const { body, asks, bids, middle } = targets;
    const stopCentring = centreOnceScrollable({
      body: body.current,
      asks: asks.current,
      bids: bids.current,
      middle: middle.current,
    });
    return () => {
      stopCentring();
      subscription.unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [feed, targets, layout, ready]);
}
