import type { SnapshotFrom } from 'xstate';
import type { PairDetailMachine } from './pair-detail.machine';
import { feedStatusOf, type FeedStatus } from './live-feed.selectors';

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

/** 'error': reconnecting with nothing to show; 'loading': the first answer is on its way. */
export const selectDetailStatus = (s: PairDetailSnapshot): FeedStatus =>
  feedStatusOf(s.context.phase, s.context.ticker !== null);
