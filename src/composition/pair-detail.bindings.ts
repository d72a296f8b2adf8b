import type { Container } from 'inversify';
import { createLocalCandleCache } from '../adapters/storage/candle-cache.adapter';
import { createLocalTimeframeStore } from '../adapters/storage/timeframe-store.adapter';
import { createPairDetailServices } from '../application/market/pair-detail.services';
import type { CandleCache } from '../domain/market/candle-cache.port';
import type { MarketGateway } from '../domain/market/market.port';
import type { TimeframeStore } from '../domain/market/timeframe-store.port';
import type { PageVisibility } from '../domain/shared/page-visibility.port';
import { GatewayKeys, Keys } from './keys';

/**
 * The pair-detail feed, its timeframe per pair and its candle cache in browser storage: the
 * pair module's bindings (modules/pair.module.ts), loaded with the first pair or trading screen.
 */
export function bindPairDetail(container: Container): void {
  container.bind(Keys.timeframeStore).toResolvedValue(createLocalTimeframeStore, [Keys.storage]);
  container.bind(Keys.candleCache).toResolvedValue(createLocalCandleCache, [Keys.storage]);
  container
    .bind(Keys.pairDetail)
    .toResolvedValue(
      (
        gateway: MarketGateway,
        timeframes: TimeframeStore,
        candles: CandleCache,
        visibility: PageVisibility,
      ) => createPairDetailServices({ gateway, timeframes, candles, visibility }),
      [GatewayKeys.marketGateway, Keys.timeframeStore, Keys.candleCache, Keys.pageVisibility],
    );
}
