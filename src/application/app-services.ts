import type { ContractServices } from './contract/contract-services';
import type { DemoDataControl } from './demo/demo-data';
import type { MarketServices } from './market/market-services';
import type { NoticeServices } from './notices/notice-services';
import type { LanguageServices } from './preferences/language-services';
import type { AccountForms } from './session/account-forms';
import type { SessionServices } from './session/session-services';
import type { SupportServices } from './support/support-services';
import type { WithdrawServices } from './withdraw/withdraw-services';
import type { AccountServices } from './account/account-services';
import type { SpotServices } from './spot/spot-services';
import type { WalletServices } from './wallet/wallet-services';
import type { StorageServices } from './storage/storage-services';
import type { ConvertServices } from './convert/convert-services';
import type { LedgerServices } from './ledger/ledger-services';
import type { DepositServices } from './deposit/deposit-services';
import type { DeviceServices } from './device/device-services';
import type { ServerTime } from './shared/server-time';
import type { FeatureModules } from './feature-modules';
import type { ProductsServices } from './products/products-services';
import type { MessagesServices } from './messages/messages-services';

export type BackendMode = 'demo' | 'http';

/**
 * Everything the UI may use, assembled by the composition root. The UI binds to these
 * machines and input ports and never sees an adapter. The groups of a feature module
 * (contract, withdraw, spot, wallet, convert, ledger, deposit) read once `features` has
 * loaded them: a page waits for its groups before it renders.
 */
export interface AppServices {
  backendMode: BackendMode;
  /** Server time, for every countdown. */
  time: ServerTime;
  /** Loads the feature modules a page reads. */
  features: FeatureModules;
  language: LanguageServices;
  session: SessionServices;
  /** Register, forgot and modify password. */
  accountForms: AccountForms;
  /** The customer-service chat modal (signed-in users). */
  support: SupportServices;
  /** The header bell's unread count (signed-in users). */
  notices: NoticeServices;
  /** Present in demo mode only. */
  demoData: DemoDataControl | null;
  contract: ContractServices;
  market: MarketServices;
  /** Address book, fund password, withdrawals. */
  withdraw: WithdrawServices;
  spot: SpotServices;
  /** The wallet: assets overview and transfers. */
  wallet: WalletServices;
  /** The once-per-page notice that browser storage is full. */
  storage: StorageServices;
  /** The flash exchange. */
  convert: ConvertServices;
  /** The transaction log: every balance change, filtered, paged and exported. */
  ledger: LedgerServices;
  /** Deposit addresses, records and (demo mode) simulated deposits. */
  deposit: DepositServices;
  /** Offline, and a new version of the app ready to take. */
  device: DeviceServices;
  /** The yield products: finance, pool (mining on the phone), fund. */
  products: ProductsServices;
  /** The user's messages and notices, each opened marks it read. */
  messages: MessagesServices;
  /** The account centre: the identity check (KYC). */
  account: AccountServices;
}
