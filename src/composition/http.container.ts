import { Container } from 'inversify';
import { createServerOffsetClock } from '../adapters/clock/server-offset-clock.adapter';
import { createHttpContractGateway, createHttpDemoContractGateway } from '../adapters/http/contract.adapter';
import { createHttpAddressBookGateway } from '../adapters/http/address-book.adapter';
import { createHttpDemoFundsGateway } from '../adapters/http/demo-funds.adapter';
import { createLocationFormFactor } from '../adapters/browser/location-form-factor.adapter';
import { API_BASES, type ApiGroup } from '../adapters/http/api-paths';
import { createHttpClient, type HttpClient } from '../adapters/http/http-client';
import { createHttpMarketGateway } from '../adapters/http/market.adapter';
import { createHttpNoticeGateway } from '../adapters/http/notice.adapter';
import { createHttpParameterGateway } from '../adapters/http/parameter.adapter';
import { createHttpTransferGateway } from '../adapters/http/transfer.adapter';
import { createHttpUserGateway } from '../adapters/http/user.adapter';
import { createHttpSpotAccountGateway } from '../adapters/http/wallet.adapter';
import type { CurrentLocale } from '../domain/locale/locale.port';
import type { SessionExpiryListener, TokenSource } from '../domain/session/session.port';
import type { FormFactorSource } from '../domain/shared/form-factor.port';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import type { AppConfig } from './app-config';
import { bindCommon } from './common.bindings';
import { GatewayKeys, HttpKeys, Keys, type Key } from './keys';
import { createHttpSpotGateway } from '../adapters/http/spot.adapter';
import { createHttpConvertGateway } from '../adapters/http/convert.adapter';
import { createHttpLedgerGateway } from '../adapters/http/ledger.adapter';
import { createHttpDepositGateway } from '../adapters/http/deposit.adapter';
import { createHttpWithdrawGateway } from '../adapters/http/withdraw.adapter';

/** Http mode: the documented API (SPEC section 7) through the HTTP adapters. */
export function createHttpContainer(config: AppConfig, storage: Storage, quota: StorageQuota): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindCommon(container, config, storage, quota);
  container.bind(Keys.demoData).toConstantValue(null);
  // Server time from every answer's Date header (whole seconds), for countdowns and settlement.
  const serverClock = createServerOffsetClock(() => Date.now(), 1_000);
  container.bind(GatewayKeys.clock).toConstantValue(serverClock);
  container.bind(HttpKeys.formFactor).toConstantValue(createLocationFormFactor());
  // One client per API group; its base is looked up per call in API_BASES, so the desktop
  // pages call under /bb/app and the mobile pages under the mobile bases, in one session.
  const clientOf =
    (group: ApiGroup) =>
    (
      tokens: TokenSource,
      locale: CurrentLocale,
      sessionExpiry: SessionExpiryListener,
      shown: FormFactorSource,
    ) =>
      createHttpClient({
        baseURL: () => config.apiBases[API_BASES[group][shown.current()]],
        timeoutMs: config.timeoutMs,
        tokens,
        locale,
        sessionExpiry,
        serverTime: serverClock,
      });
  const gateway = <T>(key: Key<T>, group: ApiGroup, build: (deps: { client: HttpClient }) => T) =>
    container
      .bind(key)
      .toResolvedValue(
        (...deps: Parameters<ReturnType<typeof clientOf>>) => build({ client: clientOf(group)(...deps) }),
        [Keys.tokenSource, Keys.currentLocale, Keys.sessionExpiry, HttpKeys.formFactor],
      );
  gateway(GatewayKeys.marketGateway, 'market', createHttpMarketGateway);
  gateway(GatewayKeys.userGateway, 'user', createHttpUserGateway);
  gateway(GatewayKeys.parameterGateway, 'params', createHttpParameterGateway);
  gateway(GatewayKeys.noticeGateway, 'notices', createHttpNoticeGateway);
  gateway(GatewayKeys.contractGateway, 'contract', createHttpContractGateway);
  gateway(GatewayKeys.demoContractGateway, 'demoContract', createHttpDemoContractGateway);
  gateway(GatewayKeys.transferGateway, 'contract', createHttpTransferGateway);
  gateway(GatewayKeys.demoFundsGateway, 'demoContract', createHttpDemoFundsGateway);
  gateway(GatewayKeys.addressBookGateway, 'addressBook', createHttpAddressBookGateway);
  gateway(GatewayKeys.spotGateway, 'spot', createHttpSpotGateway);
  gateway(GatewayKeys.spotAccountGateway, 'wallet', createHttpSpotAccountGateway);
  gateway(GatewayKeys.convertGateway, 'convert', createHttpConvertGateway);
  gateway(GatewayKeys.ledgerGateway, 'ledger', createHttpLedgerGateway);
  gateway(GatewayKeys.depositGateway, 'deposit', createHttpDepositGateway);
  // No blockchain to simulate: deposits arrive from outside.
  container.bind(GatewayKeys.depositSimulator).toConstantValue(null);
  gateway(GatewayKeys.withdrawGateway, 'withdraw', createHttpWithdrawGateway);
  return container;
}
