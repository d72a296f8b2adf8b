import type { Container } from 'inversify';
import { createLocalLanguageStore } from '../adapters/storage/language-store.adapter';
import { createCurrentLocale, createLanguageServices } from '../application/preferences/language-services';
import type { LanguageStore } from '../domain/locale/locale.port';
import type { SessionStore } from '../domain/session/session.port';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import { createStorageServices } from '../application/storage/storage-services';
import type { AppConfig } from './app-config';
import { GatewayKeys, Keys } from './keys';
import { createServerTime } from '../application/shared/server-time';
import { createDraftStore, type DraftStore } from '../application/shared/draft-store';
import type { UserDataSet } from '../application/session/user-data-set';
import { appServicesOnFirstUse } from './app-services-on-first-use';
import { bindMarket } from './market.bindings';
import { bindSession } from './session.bindings';
import { bindDevice } from './device.bindings';
import { createFeatureModules, type ModuleLoaders } from './modules/feature-modules';

/**
 * Bindings that are the same in every backend mode and that the first screen needs: browser
 * storage, the session, the language, the market, the device, server time and the forms'
 * drafts. Each feature's bindings come with its module (modules/), loaded with the first
 * route that reads it.
 */
export function bindCommon(
  container: Container,
  config: AppConfig,
  storage: Storage,
  quota: StorageQuota,
  modules: ModuleLoaders,
): void {
  container.bind(Keys.config).toConstantValue(config);
  container.bind(Keys.storage).toConstantValue(storage);
  container.bind(Keys.storageQuota).toConstantValue(quota);
  container
    .bind(Keys.storageServices)
    .toResolvedValue((full: StorageQuota) => createStorageServices({ quota: full }), [Keys.storageQuota]);
  container.bind(Keys.features).toConstantValue(createFeatureModules(container, modules));
  bindMarket(container);
  bindSession(container);
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
  // The drafts are the user's own: forgotten with the session.
  container.onActivation<DraftStore>(Keys.draftStore, (context, drafts) => {
    context.get<UserDataSet>(Keys.userData).add(drafts);
    return drafts;
  });
  container.bind(Keys.appServices).toConstantValue(appServicesOnFirstUse(container, config.backendMode));
}
