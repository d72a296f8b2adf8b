import { Container } from 'inversify';
import { createSystemClock } from '../adapters/clock/system-clock.adapter';
import { createDemoExchange, type DemoExchange } from '../adapters/demo/demo-exchange';
import { createDemoMarketGateway } from '../adapters/demo/gateways/demo-market.adapter';
import { createDemoNoticeGateway } from '../adapters/demo/gateways/demo-notice.adapter';
import { createBrowserTextStore } from '../adapters/storage/text-store.adapter';
import {
  createDemoParameterGateway,
  createDemoUserGateway,
} from '../adapters/demo/gateways/demo-user.adapter';
import type { Clock } from '../domain/shared/clock.port';
import type { TextStore } from '../domain/shared/text-store.port';
import { createDemoDataControl } from '../application/demo/demo-data';
import type { SessionExpiryListener, SessionStore, TokenSource } from '../domain/session/session.port';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import type { AppConfig } from './app-config';
import { bindCommon } from './common.bindings';
import { bindDemoGateway } from './demo-gateway';
import { DemoKeys, GatewayKeys, Keys } from './keys';
import { DEMO_MODULES } from './modules/demo-modules';

/**
 * Demo mode: everything runs in the browser; no server is needed. The entry holds the
 * exchange's core; each feature module binds its demo gateways and registers its part of the
 * exchange when it loads (modules/demo/).
 */
export function createDemoContainer(config: AppConfig, storage: Storage, quota: StorageQuota): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindCommon(container, config, storage, quota, DEMO_MODULES);
  container.bind(GatewayKeys.clock).toConstantValue(createSystemClock());
  container.bind(DemoKeys.stateStore).toResolvedValue(createBrowserTextStore, [Keys.storage]);
  container
    .bind(DemoKeys.exchange)
    .toResolvedValue(
      (store: TextStore, clock: Clock, tokens: TokenSource, sessionExpiry: SessionExpiryListener) =>
        createDemoExchange({ store, clock, tokens, sessionExpiry }),
      [DemoKeys.stateStore, GatewayKeys.clock, Keys.tokenSource, Keys.sessionExpiry],
    );
  container
    .bind(Keys.demoData)
    .toResolvedValue(
      (exchange: DemoExchange, sessions: SessionStore) => createDemoDataControl({ exchange, sessions }),
      [DemoKeys.exchange, Keys.sessionStore],
    );
  bindDemoGateway(container, GatewayKeys.marketGateway, createDemoMarketGateway);
  bindDemoGateway(container, GatewayKeys.userGateway, createDemoUserGateway);
  bindDemoGateway(container, GatewayKeys.parameterGateway, createDemoParameterGateway);
  bindDemoGateway(container, GatewayKeys.noticeGateway, createDemoNoticeGateway);
  return container;
}
