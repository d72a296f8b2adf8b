import type { MarketGateway } from '../../domain/market/market.port';
import type { TickerCache } from '../../domain/market/ticker-cache.port';
import { DEFAULT_QUOTE_COIN } from '../../domain/precision';
import type { Clock } from '../../domain/shared/clock.port';
import type { PageVisibility } from '../../domain/shared/page-visibility.port';
import { sequencedPoll } from '../shared/sequenced-poll';
import { liveFeedMachine, type LiveFeedInput, type LiveFeedMachine } from './live-feed.machine';
import { fromPageVisibility } from './page-visibility';

export interface LiveFeedServices {
  machine: LiveFeedMachine;
  input: LiveFeedInput;
}

export interface LiveFeedDeps {
  gateway: MarketGateway;
  tickerCache: TickerCache;
  clock: Clock;
  visibility: PageVisibility;
}

/** The ticker feed over the market gateway; each answer is cached for the next visit. */
export function createLiveFeedServices({
  gateway,
  tickerCache,
  clock,
  visibility,
}: LiveFeedDeps): LiveFeedServices {
  return {
    machine: liveFeedMachine().provide({
      actors: {
        poll: sequencedPoll(({ quote }: { quote: string }) => gateway.tickers(quote)),
        visibility: fromPageVisibility(visibility),
      },
      actions: {
        persistTickers: (_, { quote, tickers }) => tickerCache.save(quote, { tickers, savedAt: clock.now() }),
      },
    }),
    input: {
      quote: DEFAULT_QUOTE_COIN,
      readCache: (quote) => tickerCache.load(quote),
      now: () => clock.now(),
    },
  };
}
