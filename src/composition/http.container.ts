import { Container } from 'inversify';
import { createServerOffsetClock } from '../adapters/clock/server-offset-clock.adapter';
import { createLocationFormFactor } from '../adapters/browser/location-form-factor.adapter';
import { createHttpMarketGateway } from '../adapters/http/market.adapter';
import { createHttpNoticeGateway } from '../adapters/http/notice.adapter';
import { createHttpParameterGateway } from '../adapters/http/parameter.adapter';
import { createHttpUserGateway } from '../adapters/http/user.adapter';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import type { AppConfig } from './app-config';
import { bindCommon } from './common.bindings';
import { bindHttpGateway } from './http-gateway';
import { GatewayKeys, HttpKeys, Keys } from './keys';
import { HTTP_MODULES } from './modules/http-modules';

/**
 * Http mode: the documented API (SPEC section 7) through the HTTP adapters. The entry binds the
 * shell's ports; each feature module binds its own adapters when it loads (modules/http/).
 */
export function createHttpContainer(config: AppConfig, storage: Storage, quota: StorageQuota): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindCommon(container, config, storage, quota, HTTP_MODULES);
  container.bind(Keys.demoData).toConstantValue(null);
  // Server time from every answer's Date header (whole seconds), for countdowns and settlement.
  const serverClock = createServerOffsetClock(() => Date.now(), 1_000);
  container.bind(GatewayKeys.clock).toConstantValue(serverClock);
  container.bind(HttpKeys.serverClock).toConstantValue(serverClock);
  container.bind(HttpKeys.formFactor).toConstantValue(createLocationFormFactor());
  bindHttpGateway(container, GatewayKeys.marketGateway, 'market', createHttpMarketGateway);
  bindHttpGateway(container, GatewayKeys.userGateway, 'user', createHttpUserGateway);
  bindHttpGateway(container, GatewayKeys.parameterGateway, 'params', createHttpParameterGateway);
  bindHttpGateway(container, GatewayKeys.noticeGateway, 'notices', createHttpNoticeGateway);
  return container;
}
