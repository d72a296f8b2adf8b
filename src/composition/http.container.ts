import { Container } from 'inversify';
import { createServerOffsetClock } from '../adapters/clock/server-offset-clock.adapter';
import { createHttpContractGateway, createHttpDemoContractGateway } from '../adapters/http/contract.adapter';
import { createHttpDemoFundsGateway } from '../adapters/http/demo-funds.adapter';
import { createHttpClient, type HttpClient } from '../adapters/http/http-client';
import { createHttpMarketGateway } from '../adapters/http/market.adapter';
import { createHttpNoticeGateway } from '../adapters/http/notice.adapter';
import { createHttpParameterGateway } from '../adapters/http/parameter.adapter';
import { createHttpTransferGateway } from '../adapters/http/transfer.adapter';
import { createHttpUserGateway } from '../adapters/http/user.adapter';
import type { CurrentLocale } from '../domain/locale/locale.port';
import type { SessionExpiryListener, TokenSource } from '../domain/session/session.port';
import type { AppConfig } from './app-config';
import { bindCommon } from './common.bindings';
import { GatewayKeys, HttpKeys, Keys, type Key } from './keys';

/** Http mode: the documented API (SPEC section 7) through the HTTP adapters. */
export function createHttpContainer(config: AppConfig, storage: Storage): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindCommon(container, config, storage);
  container.bind(Keys.demoData).toConstantValue(null);
  // Server time from every answer's Date header (whole seconds), for countdowns and settlement.
  const serverClock = createServerOffsetClock(() => Date.now(), 1_000);
  container.bind(GatewayKeys.clock).toConstantValue(serverClock);
  const clientFor =
    (baseURL: string) => (tokens: TokenSource, locale: CurrentLocale, sessionExpiry: SessionExpiryListener) =>
      createHttpClient({
        baseURL,
        timeoutMs: config.timeoutMs,
        tokens,
        locale,
        sessionExpiry,
        serverTime: serverClock,
      });
  const bindClient = (key: Key<HttpClient>, baseURL: string) =>
    container
      .bind(key)
      .toResolvedValue(clientFor(baseURL), [Keys.tokenSource, Keys.currentLocale, Keys.sessionExpiry]);
  bindClient(HttpKeys.mobileClient, config.apiBase);
  bindClient(HttpKeys.desktopClient, config.desktopApiBase);

  const gateway = <T>(key: Key<T>, client: Key<HttpClient>, build: (deps: { client: HttpClient }) => T) =>
    container.bind(key).toResolvedValue((resolved: HttpClient) => build({ client: resolved }), [client]);
  gateway(GatewayKeys.marketGateway, HttpKeys.mobileClient, createHttpMarketGateway);
  gateway(GatewayKeys.userGateway, HttpKeys.mobileClient, createHttpUserGateway);
  gateway(GatewayKeys.parameterGateway, HttpKeys.mobileClient, createHttpParameterGateway);
  gateway(GatewayKeys.noticeGateway, HttpKeys.desktopClient, createHttpNoticeGateway);
  gateway(GatewayKeys.contractGateway, HttpKeys.mobileClient, createHttpContractGateway);
  gateway(GatewayKeys.demoContractGateway, HttpKeys.mobileClient, createHttpDemoContractGateway);
  gateway(GatewayKeys.transferGateway, HttpKeys.mobileClient, createHttpTransferGateway);
  gateway(GatewayKeys.demoFundsGateway, HttpKeys.mobileClient, createHttpDemoFundsGateway);
  return container;
}
