import { Container } from 'inversify';
import { createSystemClock } from '../adapters/clock/system-clock.adapter';
import { createDemoExchange, type DemoExchange } from '../adapters/demo/demo-exchange';
import {
  createDemoContractGateway,
  createDemoFundsGateway,
  createDemoTransferGateway,
} from '../adapters/demo/gateways/demo-contract.adapter';
import { createDemoAddressBookGateway } from '../adapters/demo/gateways/demo-address-book.adapter';
import { createDemoMarketGateway } from '../adapters/demo/gateways/demo-market.adapter';
import { createDemoSpotGateway } from '../adapters/demo/gateways/demo-spot.adapter';
import { createDemoNoticeGateway } from '../adapters/demo/gateways/demo-notice.adapter';
import { createDemoSpotAccountGateway } from '../adapters/demo/gateways/demo-wallet.adapter';
import { createDemoConvertGateway } from '../adapters/demo/gateways/demo-convert.adapter';
import { createDemoLedgerGateway } from '../adapters/demo/gateways/demo-ledger.adapter';
import {
  createDemoDepositGateway,
  createDemoDepositSimulator,
} from '../adapters/demo/gateways/demo-deposit.adapter';
import { createDemoWithdrawGateway } from '../adapters/demo/gateways/demo-withdraw.adapter';
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
import { DemoKeys, GatewayKeys, Keys, type Key } from './keys';

/** Demo mode: everything runs in the browser; no server is needed. */
export function createDemoContainer(config: AppConfig, storage: Storage, quota: StorageQuota): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindCommon(container, config, storage, quota);
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
  const gateway = <T>(key: Key<T>, build: (deps: { exchange: DemoExchange }) => T) =>
    container.bind(key).toResolvedValue((exchange: DemoExchange) => build({ exchange }), [DemoKeys.exchange]);
  gateway(GatewayKeys.marketGateway, createDemoMarketGateway);
  gateway(GatewayKeys.userGateway, createDemoUserGateway);
  gateway(GatewayKeys.parameterGateway, createDemoParameterGateway);
  gateway(GatewayKeys.noticeGateway, createDemoNoticeGateway);
  gateway(GatewayKeys.contractGateway, (deps) => createDemoContractGateway(deps, 'contract'));
  gateway(GatewayKeys.demoContractGateway, (deps) => createDemoContractGateway(deps, 'demo'));
  gateway(GatewayKeys.transferGateway, createDemoTransferGateway);
  gateway(GatewayKeys.demoFundsGateway, createDemoFundsGateway);
  gateway(GatewayKeys.addressBookGateway, createDemoAddressBookGateway);
  gateway(GatewayKeys.spotGateway, createDemoSpotGateway);
  gateway(GatewayKeys.spotAccountGateway, createDemoSpotAccountGateway);
  gateway(GatewayKeys.convertGateway, createDemoConvertGateway);
  gateway(GatewayKeys.ledgerGateway, createDemoLedgerGateway);
  gateway(GatewayKeys.depositGateway, createDemoDepositGateway);
  gateway(GatewayKeys.depositSimulator, createDemoDepositSimulator);
  gateway(GatewayKeys.withdrawGateway, createDemoWithdrawGateway);
  return container;
}
