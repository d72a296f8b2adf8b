import { fromCallback, type ActorRefFrom } from 'xstate';
import { closesOf } from '../../domain/contract/pair-prices';
import { selectCanTrade, selectIsStale, selectTickers } from '../market/live-feed.selectors';
import type { AccountMachine } from './account.machine';
import { selectAccount, selectAccountConfig } from './account.selectors';
import type { PayCoinFeeds, ScreenEvent } from './contract-screen.types';
import { watchSelected } from '../shared/watch-selected';

// What the contract screen watches: its feeds and its account machine tell nobody when they
// answer, they change, so each change of the state it needs becomes an event. The order is
// heard with `forward`.

/** Each pay coin's feed: its closes, its stale flag and whether it can price a position. */
export const listenToFeeds = fromCallback<ScreenEvent, { feeds: PayCoinFeeds }>(({ input, sendBack }) => {
  const stops = Object.entries(input.feeds).flatMap(([quote, feed]) => {
    const tell = () => {
      const snapshot = feed.getSnapshot();
      sendBack({
        type: 'feed.update',
        quote,
        stale: selectIsStale(snapshot),
        ready: selectCanTrade(snapshot),
        closes: closesOf(selectTickers(snapshot), quote),
      });
    };
    return [watchSelected(feed, selectIsStale, tell), watchSelected(feed, selectTickers, tell)];
  });
  return () => stops.forEach((stop) => stop());
});

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
