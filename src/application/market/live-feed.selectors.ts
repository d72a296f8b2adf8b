import type { SnapshotFrom } from 'xstate';
import type { Ticker } from '../../domain/market/market';
import type { LiveFeedMachine } from './live-feed.machine';

type LiveFeedSnapshot = SnapshotFrom<LiveFeedMachine>;

export type FeedStatus = 'loading' | 'live' | 'reconnecting' | 'paused' | 'error';

const NO_TICKERS: Ticker[] = [];

export const selectTickers = (snapshot: LiveFeedSnapshot): Ticker[] => snapshot.context.tickers ?? NO_TICKERS;
export const selectHasData = (snapshot: LiveFeedSnapshot) => snapshot.context.tickers !== null;
export const selectQuote = (snapshot: LiveFeedSnapshot) => snapshot.context.quote;

/** Past three missed intervals; trading screens refuse to open positions while this holds. */
export const selectIsStale = (snapshot: LiveFeedSnapshot) => snapshot.context.stale;

/** Safe to price a new position: data is here and fresh. */
export const selectCanTrade = (snapshot: LiveFeedSnapshot) =>
  snapshot.context.tickers !== null && !snapshot.context.stale;

/** 'error': reconnecting with nothing to show; 'loading': first answer still on its way. */
export function selectFeedStatus(snapshot: LiveFeedSnapshot): FeedStatus {
  const hasData = snapshot.context.tickers !== null;
  const { phase } = snapshot.context;
  if (phase === 'paused') return 'paused';
  if (phase === 'reconnecting') return hasData ? 'reconnecting' : 'error';
  return hasData ? 'live' : 'loading';
}
