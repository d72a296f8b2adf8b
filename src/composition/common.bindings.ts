import type { Container } from 'inversify';
import { createLocalLanguageStore } from '../adapters/storage/language-store.adapter';
import { createCurrentLocale, createLanguageServices } from '../application/preferences/language-services';
import type { LanguageStore } from '../domain/locale/locale.port';
import type { SessionStore } from '../domain/session/session.port';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import { createStorageServices } from '../application/storage/storage-services';
import type { AppConfig } from './app-config';
import { bindContract } from './contract.bindings';
import { GatewayKeys, Keys } from './keys';
import { createServerTime } from '../application/shared/server-time';
import { createDraftStore } from '../application/shared/draft-store';
import { startSpotAccount } from '../application/shared/spot-account.machine';
import type { SpotAccountGateway } from '../domain/wallet/spot-account.port';
import { appServicesOnFirstUse } from './app-services-on-first-use';
import { bindMarket } from './market.bindings';
import { bindSession } from './session.bindings';
import { bindWithdraw } from './withdraw.bindings';
import { bindSpot } from './spot.bindings';
import { bindWallet } from './wallet.bindings';
import { bindDevice } from './device.bindings';
import { bindConvert } from './convert.bindings';
import { bindDeposit } from './deposit.bindings';

/** Bindings that are the same in every backend mode: browser storage and the app's input ports. */
export function bindCommon(
  container: Container,
  config: AppConfig,
  storage: Storage,
  quota: StorageQuota,
): void {
  container.bind(Keys.config).toConstantValue(config);
  container.bind(Keys.storage).toConstantValue(storage);
  container.bind(Keys.storageQuota).toConstantValue(quota);
  container
    .bind(Keys.storageServices)
    .toResolvedValue((full: StorageQuota) => createStorageServices({ quota: full }), [Keys.storageQuota]);
  bindContract(container);
  bindMarket(container);
  bindSession(container);
  bindWithdraw(container);
  bindSpot(container);
  bindWallet(container);
  bindConvert(container);
  bindDeposit(container);
  bindDevice(container);
  container
    .bind(Keys.languageStore)
    .toResolvedValue((store: Storage) => createLocalLanguageStore(store), [Keys.storage]);
  container
    .bind(Keys.currentLocale)
    .toResolvedValue((languages: LanguageStore) => createCurrentLocale({ languages }), [Keys.languageStore]);
  container
    .bind(Keys.language)
    .toResolvedValue(
      (languages: LanguageStore, sessions: SessionStore) => createLanguageServices({ languages, sessions }),
      [Keys.languageStore, Keys.sessionStore],
    );
  container.bind(Keys.serverTime).toResolvedValue(createServerTime, [GatewayKeys.clock]);
  container.bind(Keys.draftStore).toResolvedValue(createDraftStore, []);
  container
    .bind(Keys.spotAccount)
    .toResolvedValue(
      (gateway: SpotAccountGateway) => startSpotAccount({ gateway }),
      [GatewayKeys.spotAccountGateway],
    );
  container.bind(Keys.appServices).toConstantValue(appServicesOnFirstUse(container, config.backendMode));
}
