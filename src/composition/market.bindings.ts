import type { Container } from 'inversify';
import { createDocumentVisibility } from '../adapters/browser/page-visibility.adapter';
import { createLocalMarketPreferences } from '../adapters/storage/market-preferences.adapter';
import { createLocalTickerCache } from '../adapters/storage/ticker-cache.adapter';
import { createLiveFeedServices, type LiveFeedServices } from '../application/market/live-feed.services';
import { createMarketServices } from '../application/market/market-services';
import type { PairDetailServices } from '../application/market/pair-detail.services';
import type { FeatureModules } from '../application/feature-modules';
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

/**
 * The market feeds over the mode's market gateway, their caches and the user's preferences; one
 * pair's detail feed comes with the pair module (pair-detail.bindings.ts).
 */
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
  container
    .bind(Keys.market)
    .toResolvedValue(
      (liveFeed: LiveFeedServices, preferences: MarketPreferencesActor) =>
        createMarketServices({ liveFeed, preferences, pairDetail: pairDetailOnFirstUse(container) }),
      [Keys.liveFeed, Keys.marketPreferences],
    );
}

/**
 * `market.pairDetail` as the market group hands it out from the entry: the pair module's feed,
 * resolved when a pair screen first reads it, which its page has loaded (`['pair']`).
 */
export function pairDetailOnFirstUse(container: Container): PairDetailServices {
  const get = () => {
    if (!container.get<FeatureModules>(Keys.features).loaded(['pair']))
      throw new Error(
        "market.pairDetail was read before the 'pair' module loaded: its page must declare it.",
      );
    return container.get<PairDetailServices>(Keys.pairDetail);
  };
  return {
    get machine() {
      return get().machine;
    },
    inputFor: (pair) => get().inputFor(pair),
  };
}
