import { useEffect, type RefObject } from 'react';
import { selectDepth } from '../../../../application/market/pair-detail.selectors';
import { bookRows, spreadOf } from '../../../../domain/market/order-book';
import type { Depth } from '../../../../domain/market/market';
import { barPainter } from './book-bars';
import { sideWriter, spreadWriter } from './book-writer';
import type { PairDetailRef } from './pair-detail-provider';

/** At most 5 book writes a second, however fast the depth arrives. */
export const RENDER_INTERVAL_MS = 200;

export interface BookTargets {
  asks: RefObject<HTMLUListElement | null>;
  bids: RefObject<HTMLUListElement | null>;
  askBars: RefObject<HTMLDivElement | null>;
  bidBars: RefObject<HTMLDivElement | null>;
  spread: RefObject<HTMLDivElement | null>;
}

export interface BookLayout {
  rows: number;
  /** The grouping's price step and the places its prices are shown with. */
  step: string;
  places: number;
  /** The depth bars' colours: asks fall, bids rise, in the user's rising colour. */
  askBarColour: string;
  bidBarColour: string;
  /** Told whether the latest book had any level to show (React renders "No orders" then). */
  onEmpty: (empty: boolean) => void;
}

/** The writer of the book's three parts, made on the current slots; null before they mount. */
function writerOf(targets: BookTargets, layout: BookLayout) {
  const { asks, bids, spread } = targets;
  if (!asks.current || !bids.current || !spread.current) return null;
  const askBars = barPainter(targets.askBars.current, layout.askBarColour);
  const bidBars = barPainter(targets.bidBars.current, layout.bidBarColour);
  const writeAsks = sideWriter(asks.current, askBars, layout.places);
  const writeBids = sideWriter(bids.current, bidBars, layout.places);
  const writeSpread = spreadWriter(spread.current);
  let empty: boolean | null = null;
  const draw = (depth: Depth) => {
    const bidRows = bookRows(depth.bids, 'bid', layout.step, layout.rows);
    const askRows = bookRows(depth.asks, 'ask', layout.step, layout.rows);
    const max = Math.max(Number(bidRows.at(-1)?.total ?? 0), Number(askRows.at(-1)?.total ?? 0));
    // Asks are listed highest first, so the best ask sits just above the spread.
    writeAsks([...askRows].reverse(), max);
    writeBids(bidRows, max);
    writeSpread(spreadOf(bidRows, askRows), layout.places);
    const nowEmpty = bidRows.length + askRows.length === 0;
    if (nowEmpty !== empty) layout.onEmpty((empty = nowEmpty));
  };
  return draw;
}

/**
 * Keeps the book's slots in step with the feed without React: subscribes to the pair feed,
 * throttles to RENDER_INTERVAL_MS (the latest book always lands) and writes the changed
 * cells. React renders the book's frame only when the pair, grouping, locale or the
 * loading / empty state changes.
 */
export function useBookWriter(feed: PairDetailRef, targets: BookTargets, layout: BookLayout, ready: boolean) {
  useEffect(() => {
    const draw = ready ? writerOf(targets, layout) : null;
    if (!draw) return undefined;
    let shown: Depth | null = null;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const drawLatest = () => {
      timer = undefined;
      last = Date.now();
      const depth = selectDepth(feed.getSnapshot());
      if (depth === null || depth === shown) return;
      shown = depth;
      draw(depth);
    };
    const schedule = () => {
      if (timer !== undefined || selectDepth(feed.getSnapshot()) === shown) return;
      const wait = last + RENDER_INTERVAL_MS - Date.now();
      if (wait <= 0) drawLatest();
      else timer = setTimeout(drawLatest, wait);
    };
    drawLatest();
    const subscription = feed.subscribe(schedule);
    return () => {
      subscription.unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [feed, targets, layout, ready]);
}
