import type { SnapshotFrom } from 'xstate';
import type { Ticker } from '../../domain/market/market';
import type { PollPhase } from '../shared/sequenced-poll';
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

/** 'error': reconnecting with nothing to show; 'loading': the first answer still on its way. */
export function feedStatusOf(phase: PollPhase, hasData: boolean): FeedStatus {
  if (phase === 'paused') return 'paused';
  if (phase === 'reconnecting') return hasData ? 'reconnecting' : 'error';
  return hasData ? 'live' : 'loading';
}

/** Why the feed is reconnecting, for the banner; null while it answers. */
export const selectFeedFailure = (snapshot: LiveFeedSnapshot) => snapshot.context.failure;

export const selectFeedStatus = (snapshot: LiveFeedSnapshot): FeedStatus =>
  feedStatusOf(snapshot.context.phase, snapshot.context.tickers !== null);
