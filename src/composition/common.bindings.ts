import type { Container } from 'inversify';
import type { AppServices } from '../application/app-services';
import type { ContractServices } from '../application/contract/contract-services';
import type { DemoDataControl } from '../application/demo/demo-data';
import { languageMachine } from '../application/preferences/language.machine';
import type { Locale } from '../domain/locale/locale';
import { DEFAULT_LOCALE } from '../domain/locale/locale';
import type { CurrentLocale, LanguageStore } from '../domain/locale/locale.port';
import type { SessionStore } from '../domain/session/session.port';
import { createLocalLanguageStore } from '../adapters/storage/language-store.adapter';
import { createLocalSessionStore } from '../adapters/storage/session-store.adapter';
import type { AppConfig } from './app-config';
import { bindContract } from './contract.bindings';
import { Keys } from './keys';
import { bindMarket } from './market.bindings';
import type { MarketServices } from '../application/market/market-services';
import { bindSession, SessionKeys } from './session.bindings';

/** Bindings that are the same in every backend mode: browser storage and the app's machines. */
export function bindCommon(container: Container, config: AppConfig, storage: Storage): void {
  container.bind(Keys.config).toConstantValue(config);
  container.bind(Keys.storage).toConstantValue(storage);
  bindContract(container);
  bindMarket(container);
  container
    .bind(Keys.languageStore)
    .toResolvedValue((store: Storage) => createLocalLanguageStore(store), [Keys.storage])
    .inSingletonScope();
  container
    .bind(Keys.sessionStore)
    .toResolvedValue((store: Storage) => createLocalSessionStore(store), [Keys.storage])
    .inSingletonScope();
  container
    .bind(Keys.currentLocale)
    .toResolvedValue(
      (languages: LanguageStore): CurrentLocale => ({ current: () => languages.load() ?? DEFAULT_LOCALE }),
      [Keys.languageStore],
    )
    .inSingletonScope();
  container
    .bind(Keys.tokenSource)
    .toResolvedValue(
      (sessions: SessionStore) => ({ token: () => sessions.load()?.token ?? null }),
      [Keys.sessionStore],
    )
    .inSingletonScope();
  bindSession(container);
  container
    .bind(Keys.languageMachine)
    .toResolvedValue(
      (languages: LanguageStore, sessions: SessionStore) =>
        languageMachine.provide({
          actions: {
            persistLocale: (_, { locale }: { locale: Locale }) => {
              languages.save(locale);
              // The session keeps the user's langType too (SPEC section 1).
              const session = sessions.load();
              if (session) sessions.save({ ...session, langType: locale });
            },
          },
        }),
      [Keys.languageStore, Keys.sessionStore],
    )
    .inSingletonScope();
  container
    .bind(Keys.appServices)
    .toResolvedValue(
      (
        cfg: AppConfig,
        machine: AppServices['language']['machine'],
        languages: LanguageStore,
        session: AppServices['session']['machine'],
        sessions: SessionStore,
        emailCode: AppServices['session']['emailCode'],
        register: AppServices['session']['register'],
        noticeCount: AppServices['notices']['count'],
        demoData: DemoDataControl | null,
        contract: ContractServices,
        market: MarketServices,
      ) => ({
        backendMode: cfg.backendMode,
        language: { machine, input: { saved: languages.load() } },
        session: { machine: session, input: { stored: sessions.load() }, emailCode, register },
        notices: { count: noticeCount },
        demoData,
        contract,
        market,
      }),
      [
        Keys.config,
        Keys.languageMachine,
        Keys.languageStore,
        SessionKeys.machine,
        Keys.sessionStore,
        SessionKeys.emailCode,
        SessionKeys.register,
        SessionKeys.noticeCount,
        Keys.demoData,
        Keys.contractServices,
        Keys.market,
      ],
    )
    .inSingletonScope();
}
