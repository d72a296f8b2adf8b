import type { Container } from 'inversify';
import { fromPromise } from 'xstate';
import { createLocalMarketPreferences } from '../adapters/storage/market-preferences.adapter';
import { createLocalTickerCache } from '../adapters/storage/ticker-cache.adapter';
import { liveFeedMachine } from '../application/market/live-feed.machine';
import type { MarketServices } from '../application/market/market-services';
import { DEFAULT_QUOTE_COIN } from '../domain/precision';
import type { MarketGateway } from '../domain/market/market.port';
import type { Ticker } from '../domain/market/market';
import type { TickerCache } from '../domain/market/ticker-cache.port';
import type { Clock } from '../domain/shared/clock.port';
import { GatewayKeys, Keys } from './keys';

/** The market feed over the mode's market gateway, and its cache in browser storage. */
export function bindMarket(container: Container): void {
  container
    .bind(Keys.tickerCache)
    .toResolvedValue((store: Storage) => createLocalTickerCache(store), [Keys.storage])
    .inSingletonScope();
  container
    .bind(Keys.market)
    .toResolvedValue(
      (store: Storage, cache: TickerCache, gateway: MarketGateway, clock: Clock): MarketServices => ({
        liveFeed: {
          machine: liveFeedMachine.provide({
            actors: {
              fetchTickers: fromPromise<Ticker[], { quote: string }>(({ input }) =>
                gateway.tickers(input.quote),
              ),
            },
            actions: {
              persistTickers: (_, { quote, tickers }: { quote: string; tickers: Ticker[] }) =>
                cache.save(quote, { tickers, savedAt: clock.now() }),
            },
          }),
          input: { quote: DEFAULT_QUOTE_COIN, readCache: (quote) => cache.load(quote) },
        },
        preferences: createLocalMarketPreferences(store),
      }),
      [Keys.storage, Keys.tickerCache, GatewayKeys.marketGateway, GatewayKeys.clock],
    )
    .inSingletonScope();
}
