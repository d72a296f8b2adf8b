import { fromCallback, type ActorRefFrom } from 'xstate';
import type { PairDetailMachine } from '../market/pair-detail.machine';
import { selectDepth, selectDetailStale } from '../market/pair-detail.selectors';
import type { SpotAccount } from '../shared/spot-account.machine';
import { selectSpotRows } from '../shared/spot-account.selectors';
import { watchSelected } from '../shared/watch-selected';
import type { SpotScreenEvent } from './spot-screen.types';

// What the spot screen watches (state, not events: the pair screen's feed and the app's spot
// account tell nobody when they answer, they change). Its forms are heard with `forward`.

/**
 * Each new book is both the order's book and the pair screen's poll answer: the tick on
 * which the screen checks its balances for fills. No poller of its own: the pair screen's
 * sequenced poll (5 s, backoff, hidden-tab pause) paces the account's refresh too.
 */
export const listenToFeed = fromCallback<SpotScreenEvent, { feed: ActorRefFrom<PairDetailMachine> | null }>(
  ({ input, sendBack }) => {
    if (!input.feed) return undefined;
    const stopDepth = watchSelected(input.feed, selectDepth, (depth) => {
      sendBack({
        type: 'book.update',
        book: depth ? { asks: depth.asks, bids: depth.bids, at: depth.timestamp } : null,
      });
      if (depth) sendBack({ type: 'market.tick' });
    });
    const stopStale = watchSelected(input.feed, selectDetailStale, (stale) =>
      sendBack({ type: 'feed.update', stale }),
    );
    return () => {
      stopDepth();
      stopStale();
    };
  },
);

/** Each answer of the app's spot account, whichever screen asked for it. */
export const listenToBalances = fromCallback<SpotScreenEvent, { spotAccount: SpotAccount }>(
  ({ input, sendBack }) =>
    watchSelected(input.spotAccount, selectSpotRows, (rows) => sendBack({ type: 'balances.changed', rows })),
);
