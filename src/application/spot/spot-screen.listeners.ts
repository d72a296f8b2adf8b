import { fromCallback, type ActorRefFrom } from 'xstate';
import type { PairDetailMachine } from '../market/pair-detail.machine';
import { selectDepth, selectDetailStale } from '../market/pair-detail.selectors';
import { watchSelected } from '../shared/watch-selected';
import type { SpotCancelMachine } from './spot-cancel.machine';
import type { SpotOrderMachine } from './spot-order.machine';
import type { SpotScreenEvent } from './spot-screen.types';

// How the spot screen hears the pair screen's feed and its order: each change becomes an event.

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

export const listenToOrder = fromCallback<SpotScreenEvent, { order: ActorRefFrom<SpotOrderMachine> }>(
  ({ input, sendBack }) => {
    const subscriptions = [
      input.order.on('order.created', (event) => sendBack(event)),
      input.order.on('order.failed', (event) => sendBack(event)),
      input.order.on('order.unknown', (event) => sendBack(event)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  },
);

export const listenToCancel = fromCallback<SpotScreenEvent, { cancel: ActorRefFrom<SpotCancelMachine> }>(
  ({ input, sendBack }) => {
    const subscriptions = [
      input.cancel.on('cancel.done', (event) => sendBack(event)),
      input.cancel.on('cancel.failed', (event) => sendBack(event)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  },
);
