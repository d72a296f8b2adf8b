import { fromCallback, type ActorRefFrom } from 'xstate';
import { usdtPricesOf } from '../../domain/contract/pay-coin';
import type { LiveFeedMachine } from '../market/live-feed.machine';
import { selectIsStale, selectTickers } from '../market/live-feed.selectors';
import type { AccountMachine } from './account.machine';
import { selectAccount, selectAccountConfig } from './account.selectors';
import type { OrderMachine } from './order.machine';
import type { ScreenEvent } from './contract-screen.types';
import { watchSelected } from './watch-selected';

// How the contract screen hears its feed and its children: each turns a change into an event.

export const listenToFeed = fromCallback<ScreenEvent, { feed: ActorRefFrom<LiveFeedMachine> | null }>(
  ({ input, sendBack }) => {
    if (!input.feed) return undefined;
    const feed = input.feed;
    const tell = () =>
      sendBack({
        type: 'feed.update',
        stale: selectIsStale(feed.getSnapshot()),
        prices: usdtPricesOf(selectTickers(feed.getSnapshot())),
      });
    const stopStale = watchSelected(feed, selectIsStale, tell);
    const stopTickers = watchSelected(feed, selectTickers, tell);
    return () => {
      stopStale();
      stopTickers();
    };
  },
);

export const listenToAccount = fromCallback<ScreenEvent, { account: ActorRefFrom<AccountMachine> }>(
  ({ input, sendBack }) => {
    const { account } = input;
    const stopAccount = watchSelected(account, selectAccount, (id) =>
      sendBack({ type: 'account.changed', account: id }),
    );
    // No config (loading or failed) tells the order to refuse until the shown account's arrives.
    const stopConfig = watchSelected(account, selectAccountConfig, (config) => {
      const shown = selectAccount(account.getSnapshot());
      sendBack(
        config
          ? { type: 'config.loaded', account: shown, ...config }
          : { type: 'config.pending', account: shown },
      );
    });
    return () => {
      stopAccount();
      stopConfig();
    };
  },
);

export const listenToOrder = fromCallback<ScreenEvent, { order: ActorRefFrom<OrderMachine> }>(
  ({ input, sendBack }) => {
    const created = input.order.on('order.created', () => sendBack({ type: 'order.created' }));
    const failed = input.order.on('order.failed', (event) => sendBack(event));
    return () => {
      created.unsubscribe();
      failed.unsubscribe();
    };
  },
);
