import type { SnapshotFrom } from 'xstate';
import type { PairDetailMachine } from './pair-detail.machine';
import { feedStatusOf, type FeedStatus } from './live-feed.selectors';
import type { PairPart } from './pair-detail.data';
import type { Failure } from '../shared/failure-message';

type PairDetailSnapshot = SnapshotFrom<PairDetailMachine>;

export const selectPair = (s: PairDetailSnapshot) => s.context.pair;
export const selectTimeframe = (s: PairDetailSnapshot) => s.context.timeframe;
export const selectCandles = (s: PairDetailSnapshot) => s.context.candles;
export const selectDepth = (s: PairDetailSnapshot) => s.context.depth;
/** Whether a first book has arrived (the book's frame changes only then, not with each book). */
export const selectDepthArrived = (s: PairDetailSnapshot) => s.context.depth !== null;
export const selectDeals = (s: PairDetailSnapshot) => s.context.deals;
export const selectPairTicker = (s: PairDetailSnapshot) => s.context.ticker;

/** Past three missed intervals: the screen says so, and trading refuses these prices. */
export const selectDetailStale = (s: PairDetailSnapshot) => s.context.stale;

/** Why the data is reconnecting, for the status note; null while it answers. */
export const selectDetailFailure = (s: PairDetailSnapshot) => s.context.failure;

/** Why one part failed in the latest answer (its panel says so); null while it answers. */
export const selectPartFailure = (part: PairPart) => (s: PairDetailSnapshot) =>
  s.context.partFailures[part] ?? null;

/**
 * The parts whose latest call failed while the screen still shows what they sent before
 * (the status strip says those are not updating); a failed part with nothing shown says so
 * in its own panel instead. The ticker has no panel of its own: it is always listed.
 */
export const selectNoticedPartFailures = (s: PairDetailSnapshot): [PairPart, Failure][] =>
  (Object.entries(s.context.partFailures) as [PairPart, Failure][]).filter(
    ([part]) => part === 'ticker' || s.context[part] !== null,
  );

/**
 * 'error': reconnecting with nothing to show; 'loading': no part has answered yet (candles
 * kept from an earlier visit do not count until the series has come: needFull is over).
 */
export const selectDetailStatus = (s: PairDetailSnapshot): FeedStatus => {
  const { ticker, depth, deals, candles, needFull } = s.context;
  const answered = ticker !== null || depth !== null || deals !== null || (candles !== null && !needFull);
  return feedStatusOf(s.context.phase, answered);
};
