import type { Container } from 'inversify';
import { createDocumentVisibility } from '../adapters/browser/page-visibility.adapter';
import { createLocalMarketPreferences } from '../adapters/storage/market-preferences.adapter';
import { createLocalTickerCache } from '../adapters/storage/ticker-cache.adapter';
import { createLiveFeedServices, type LiveFeedServices } from '../application/market/live-feed.services';
import type { PairDetailServices } from '../application/market/pair-detail.services';
import { createMarketServices } from '../application/market/market-services';
import {
  startMarketPreferences,
  type MarketPreferencesActor,
} from '../application/preferences/market-preferences.services';
import type { MarketGateway } from '../domain/market/market.port';
import type { TickerCache } from '../domain/market/ticker-cache.port';
import type { MarketPreferencesStore } from '../domain/market/market-preferences.port';
import type { Clock } from '../domain/shared/clock.port';
import type { PageVisibility } from '../domain/shared/page-visibility.port';
import type { Connectivity } from '../domain/shared/connectivity.port';
import { liveDataGate } from '../application/shared/live-data-gate';
import { GatewayKeys, Keys } from './keys';
import { bindPairDetail } from './pair-detail.bindings';

/** The market feeds over the mode's market gateway, their caches and the user's preferences. */
export function bindMarket(container: Container): void {
  container.bind(Keys.tickerCache).toResolvedValue(createLocalTickerCache, [Keys.storage]);
  container.bind(Keys.marketPreferencesStore).toResolvedValue(createLocalMarketPreferences, [Keys.storage]);
  // Live feeds poll while the page is in view and the device online.
  container
    .bind(Keys.pageVisibility)
    .toResolvedValue(
      (connectivity: Connectivity) =>
        liveDataGate(createDocumentVisibility(globalThis.document), connectivity),
      [Keys.connectivity],
    );
  container
    .bind(Keys.liveFeed)
    .toResolvedValue(
      (gateway: MarketGateway, tickerCache: TickerCache, clock: Clock, visibility: PageVisibility) =>
        createLiveFeedServices({ gateway, tickerCache, clock, visibility }),
      [GatewayKeys.marketGateway, Keys.tickerCache, GatewayKeys.clock, Keys.pageVisibility],
    );
  container
    .bind(Keys.marketPreferences)
    .toResolvedValue(
      (store: MarketPreferencesStore) => startMarketPreferences({ store }),
      [Keys.marketPreferencesStore],
    );
  bindPairDetail(container);
  container
    .bind(Keys.market)
    .toResolvedValue(
      (liveFeed: LiveFeedServices, preferences: MarketPreferencesActor, pairDetail: PairDetailServices) =>
        createMarketServices({ liveFeed, preferences, pairDetail }),
      [Keys.liveFeed, Keys.marketPreferences, Keys.pairDetail],
    );
}
