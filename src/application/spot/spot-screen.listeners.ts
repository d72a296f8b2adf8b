import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { PairDetailMachine } from '../market/pair-detail.machine';
import { selectDepth, selectDetailStale, selectPairTicker } from '../market/pair-detail.selectors';
import type { SpotAccount } from '../shared/spot-account.machine';
import { selectSpotRows } from '../shared/spot-account.selectors';
import { watchSelected } from '../shared/watch-selected';
import type { SpotOrderForm } from './spot-order.machine';
import { lastPriceOf, startingPrice } from './spot-order-start';
import type { SpotPair, SpotScreenEvent } from './spot-screen.types';

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

export interface StartAtLastPriceInput extends SpotPair {
  feed: ActorRefFrom<PairDetailMachine> | null;
  order: ActorRefFrom<SpotOrderForm>;
}

/**
 * The limit price starts at the last price: the first ticker of the screen's pair fills an
 * empty price field once (spot-order-start.ts), as a typed price would be; the later ones
 * are let pass, so what the trader types, picks or clears afterwards stays as it is.
 */
export const startAtLastPrice = fromCallback<EventObject, StartAtLastPriceInput>(({ input }) => {
  const { feed, order } = input;
  const pair = { baseCoin: input.baseCoin, quoteCoin: input.quoteCoin };
  if (!feed) return undefined;
  let done = false;
  const stop = watchSelected(feed, selectPairTicker, (ticker) => {
    const last = !done && ticker ? lastPriceOf(ticker, pair) : null;
    if (last === null) return;
    done = true;
    const form = order.getSnapshot();
    const patch = startingPrice(form.context.draft, last);
    if (patch && form.matches('editing')) order.send({ type: 'edit', patch });
  });
  return stop;
});

/** The screen machine's watchers, by the names it invokes them with. */
export const screenListeners = { listenToFeed, listenToBalances, startAtLastPrice };
