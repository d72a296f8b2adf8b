import type { Container } from 'inversify';
import { createLocalLanguageStore } from '../adapters/storage/language-store.adapter';
import { createAppServices, type AppServices } from '../application/app-services';
import type { ContractServices } from '../application/contract/contract-services';
import type { DemoDataControl } from '../application/demo/demo-data';
import type { MarketServices } from '../application/market/market-services';
import type { NoticeServices } from '../application/notices/notice-services';
import { createCurrentLocale, createLanguageServices } from '../application/preferences/language-services';
import type { LanguageServices } from '../application/preferences/language-services';
import type { SessionServices } from '../application/session/session-services';
import type { SupportServices } from '../application/support/support-services';
import type { LanguageStore } from '../domain/locale/locale.port';
import type { SessionStore } from '../domain/session/session.port';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import { createStorageServices, type StorageServices } from '../application/storage/storage-services';
import type { AppConfig } from './app-config';
import { bindContract } from './contract.bindings';
import { Keys } from './keys';
import { bindMarket } from './market.bindings';
import { bindSession } from './session.bindings';
import { bindWithdraw } from './withdraw.bindings';
import type { WithdrawServices } from '../application/withdraw/withdraw-services';
import { bindSpot } from './spot.bindings';
import type { SpotServicesLoader } from '../application/spot/spot-services-loader';
import { bindWallet } from './wallet.bindings';
import { bindDevice } from './device.bindings';
import type { DeviceServices } from '../application/device/device-services';
import type { WalletServices } from '../application/wallet/wallet-services';
import { bindExchange } from './exchange.bindings';
import type { ExchangeServices } from '../application/exchange/exchange-services';
import type { LedgerServices } from '../application/ledger/ledger-services';
import { bindDeposit } from './deposit.bindings';
import type { DepositServices } from '../application/deposit/deposit-services';

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
  bindExchange(container);
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
  container.bind(Keys.appServices).toResolvedValue(
    (
      { backendMode }: AppConfig,
      language: LanguageServices,
      session: SessionServices,
      support: SupportServices,
      notices: NoticeServices,
      demoData: DemoDataControl | null,
      contract: ContractServices,
      market: MarketServices,
      withdraw: WithdrawServices,
      spot: SpotServicesLoader,
      wallet: WalletServices,
      storageServices: StorageServices,
      exchange: ExchangeServices,
      ledger: LedgerServices,
      deposit: DepositServices,
      device: DeviceServices,
    ): AppServices =>
      createAppServices({
        backendMode,
        language,
        session,
        support,
        notices,
        demoData,
        contract,
        market,
        withdraw,
        spot,
        wallet,
        storage: storageServices,
        exchange,
        ledger,
        deposit,
        device,
      }),
    [
      Keys.config,
      Keys.language,
      Keys.session,
      Keys.support,
      Keys.notices,
      Keys.demoData,
      Keys.contractServices,
      Keys.market,
      Keys.withdraw,
      Keys.spotServices,
      Keys.walletServices,
      Keys.storageServices,
      Keys.exchangeServices,
      Keys.ledgerServices,
      Keys.deposit,
      Keys.device,
    ],
  );
}
