import type { AccountSecurityGateway } from '../domain/account/account-security.port';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import type { AccountServices } from '../application/account/account-services';
import type { AuthenticatorGateway } from '../domain/account/authenticator.port';
import type { InviteGateway } from '../domain/account/invite.port';
import type { IdentityGateway } from '../domain/account/identity.port';
import type { StorageServices } from '../application/storage/storage-services';
import type { ContractAssetsCache } from '../domain/contract/contract-assets-cache.port';
import type { ContractAccountChoice } from '../domain/contract/account-choice.port';
import type { ContractServices } from '../application/contract/contract-services';
import type { DemoDataControl } from '../application/demo/demo-data';
import type { AppServices } from '../application/app-services';
import type { ServerTime } from '../application/shared/server-time';
import type { SpotAccount } from '../application/shared/spot-account.machine';
import type { DraftStore } from '../application/shared/draft-store';
import type { NoticeServices } from '../application/notices/notice-services';
import type { LanguageServices } from '../application/preferences/language-services';
import type { UserDataSet } from '../application/session/user-data-set';
import type { FeatureModules } from '../application/feature-modules';
import type { ServerOffsetClock } from '../adapters/clock/server-offset-clock.adapter';
import type { SessionEventChannel } from '../application/session/session-events';
import type { SessionServices } from '../application/session/session-services';
import type { TabSession } from '../application/session/token-source';
import type { SupportServices } from '../application/support/support-services';
import type { DemoExchange } from '../adapters/demo/demo-exchange';
import type { FormFactorSource } from '../domain/shared/form-factor.port';
import type { CurrentLocale, LanguageStore } from '../domain/locale/locale.port';
import type { SessionExpiryListener, TokenSource } from '../domain/session/session.port';
import type { TextStore } from '../domain/shared/text-store.port';
import type { Clock } from '../domain/shared/clock.port';
import type { MarketGateway } from '../domain/market/market.port';
import type { NoticeGateway } from '../domain/notices/notice.port';
import type { ParameterGateway, UserGateway } from '../domain/user/user.port';
import type {
  ContractGateway,
  ContractTransferGateway,
  DemoFundsGateway,
} from '../domain/contract/contract.port';
import type { MarketServices } from '../application/market/market-services';
import type { TickerCache } from '../domain/market/ticker-cache.port';
import type { AppConfig } from './app-config';
// products
import type { ProductsServices } from '../application/products/products-services';
import type {
  ProductDaysControl,
  ProductsGateway,
  SubscriptionGateway,
} from '../domain/products/products.port';
// withdraw
import type { WithdrawServices } from '../application/withdraw/withdraw-services';
import type { AddressBookGateway } from '../domain/withdraw/address-book.port';
import type { SpotGateway } from '../domain/spot/spot.port';
import type { SpotServices } from '../application/spot/spot-services';
// market
import type { LiveFeedServices } from '../application/market/live-feed.services';
import type { AccountForms } from '../application/session/account-forms';
import type { PairDetailServices } from '../application/market/pair-detail.services';
import type { MarketPreferencesActor } from '../application/preferences/market-preferences.services';
import type { CandleCache } from '../domain/market/candle-cache.port';
import type { MarketPreferencesStore } from '../domain/market/market-preferences.port';
import type { TimeframeStore } from '../domain/market/timeframe-store.port';
import type { PageVisibility } from '../domain/shared/page-visibility.port';
// device
import type { DeviceServices } from '../application/device/device-services';
import type { AppShell } from '../domain/shared/app-shell.port';
import type { Connectivity } from '../domain/shared/connectivity.port';
// wallet
import type { WalletServices } from '../application/wallet/wallet-services';
import type { WalletCache, WalletPreferences } from '../domain/wallet/wallet.port';
// convert (the flash exchange) and the transaction log
import type { ConvertServices } from '../application/convert/convert-services';
import type { LedgerServices } from '../application/ledger/ledger-services';
import type { ConvertGateway } from '../domain/convert/convert.port';
import type { CsvFileSaver, LedgerGateway } from '../domain/ledger/ledger.port';
// deposit and withdraw
import type { DepositServices } from '../application/deposit/deposit-services';
import type { DepositGateway, DepositSimulator } from '../domain/deposit/deposit.port';
import type { WithdrawGateway } from '../domain/withdraw/withdraw.port';
import type { SpotAccountGateway } from '../domain/wallet/spot-account.port';
// messages and help
import type { MessagesServices } from '../application/messages/messages-services';

/** A Symbol that remembers the type bound to it, so `resolve` needs no cast at call sites. */
export type Key<T> = symbol & { readonly __bound?: T };

const key = <T>(name: string): Key<T> => Symbol(name) as Key<T>;

/** Keys bound in every backend mode (a test resolves each of them in both). */
export const Keys = {
  // session: the app-level assembly, browser storage, language, session, support, notices, demo
  config: key<AppConfig>('config'),
  storage: key<Storage>('storage'),
  /** Hears a write refused for lack of space; the storage notice tells the user once. */
  storageQuota: key<StorageQuota>('storageQuota'),
  storageServices: key<StorageServices>('storageServices'),
  languageStore: key<LanguageStore>('languageStore'),
  currentLocale: key<CurrentLocale>('currentLocale'),
  /** This tab's session over the shared storage; it is also the token source. */
  sessionStore: key<TabSession>('sessionStore'),
  tokenSource: key<TokenSource>('tokenSource'),
  /** The -2 channel: adapters report to it (sessionExpiry), the session machine listens. */
  sessionChannel: key<SessionEventChannel>('sessionChannel'),
  sessionExpiry: key<SessionExpiryListener>('sessionExpiry'),
  /** What is forgotten when the session ends: each feature module adds its own. */
  userData: key<UserDataSet>('userData'),
  /** Loads the feature modules (composition/modules), each binding its keys when it comes in. */
  features: key<FeatureModules>('features'),
  language: key<LanguageServices>('language'),
  session: key<SessionServices>('session'),
  /** Register, forgot and modify password: a module of their own (modules/account-forms.module.ts). */
  accountForms: key<AccountForms>('accountForms'),
  support: key<SupportServices>('support'),
  notices: key<NoticeServices>('notices'),
  /** Bound by each mode's container: null in http mode. */
  demoData: key<DemoDataControl | null>('demoData'),
  appServices: key<AppServices>('appServices'),
  serverTime: key<ServerTime>('serverTime'),
  spotAccount: key<SpotAccount>('spotAccount'),
  /** The drafts of forms whose screen is not shown, forgotten with the session. */
  draftStore: key<DraftStore>('draftStore'),
  // contract and market
  contractServices: key<ContractServices>('contractServices'),
  tickerCache: key<TickerCache>('tickerCache'),
  contractAssetsCache: key<ContractAssetsCache>('contractAssetsCache'),
  contractAccountChoice: key<ContractAccountChoice>('contractAccountChoice'),
  market: key<MarketServices>('market'),
  // market
  marketPreferencesStore: key<MarketPreferencesStore>('marketPreferencesStore'),
  timeframeStore: key<TimeframeStore>('timeframeStore'),
  candleCache: key<CandleCache>('candleCache'),
  pageVisibility: key<PageVisibility>('pageVisibility'),
  liveFeed: key<LiveFeedServices>('liveFeed'),
  pairDetail: key<PairDetailServices>('pairDetail'),
  marketPreferences: key<MarketPreferencesActor>('marketPreferences'),
  // withdraw
  withdraw: key<WithdrawServices>('withdraw'),
  // spot
  spotServices: key<SpotServices>('spotServices'),
  // wallet
  walletServices: key<WalletServices>('walletServices'),
  walletCache: key<WalletCache>('walletCache'),
  walletPreferences: key<WalletPreferences>('walletPreferences'),
  // convert (the flash exchange) and the transaction log
  convertServices: key<ConvertServices>('convertServices'),
  ledgerServices: key<LedgerServices>('ledgerServices'),
  csvFileSaver: key<CsvFileSaver>('csvFileSaver'),
  // deposit
  deposit: key<DepositServices>('deposit'),
  // messages and help
  messages: key<MessagesServices>('messages'),
  // device: connectivity and the installed app
  connectivity: key<Connectivity>('connectivity'),
  appShell: key<AppShell>('appShell'),
  device: key<DeviceServices>('device'),
  // products
  products: key<ProductsServices>('products'),
  // account (the identity check)
  account: key<AccountServices>('account'),
} as const;

export type KeyName = keyof typeof Keys;

/**
 * The output ports, bound by each backend mode's container: the demo adapters over the
 * in-browser exchange, or the HTTP adapters over the documented API.
 */
export const GatewayKeys = {
  clock: key<Clock>('clock'),
  marketGateway: key<MarketGateway>('marketGateway'),
  userGateway: key<UserGateway>('userGateway'),
  parameterGateway: key<ParameterGateway>('parameterGateway'),
  noticeGateway: key<NoticeGateway>('noticeGateway'),
  /** The real seconds-contract account (1). */
  contractGateway: key<ContractGateway>('contractGateway'),
  /** The demo account (2). */
  demoContractGateway: key<ContractGateway>('demoContractGateway'),
  transferGateway: key<ContractTransferGateway>('transferGateway'),
  demoFundsGateway: key<DemoFundsGateway>('demoFundsGateway'),
  // withdraw
  addressBookGateway: key<AddressBookGateway>('addressBookGateway'),
  // spot
  spotGateway: key<SpotGateway>('spotGateway'),
  // wallet
  spotAccountGateway: key<SpotAccountGateway>('spotAccountGateway'),
  // convert (the flash exchange) and the transaction log
  convertGateway: key<ConvertGateway>('convertGateway'),
  ledgerGateway: key<LedgerGateway>('ledgerGateway'),
  // deposit and withdraw
  depositGateway: key<DepositGateway>('depositGateway'),
  /** Demo mode's simulated blockchain; null in http mode. */
  depositSimulator: key<DepositSimulator | null>('depositSimulator'),
  withdrawGateway: key<WithdrawGateway>('withdrawGateway'),
  // products
  productsGateway: key<ProductsGateway>('productsGateway'),
  /** Demo mode's product-day control; null in http mode. */
  productDays: key<ProductDaysControl | null>('productDays'),
  subscriptionGateway: key<SubscriptionGateway>('subscriptionGateway'),
  // account (the identity check, the authenticator, the invitees)
  identityGateway: key<IdentityGateway>('identityGateway'),
  authenticatorGateway: key<AuthenticatorGateway>('authenticatorGateway'),
  inviteGateway: key<InviteGateway>('inviteGateway'),
  accountSecurityGateway: key<AccountSecurityGateway>('accountSecurityGateway'),
} as const;

export type GatewayKeyName = keyof typeof GatewayKeys;

/** Keys that exist in demo mode only. */
export const DemoKeys = {
  exchange: key<DemoExchange>('demoExchange'),
  stateStore: key<TextStore>('demoStateStore'),
} as const;

/**
 * Keys that exist in http mode only: the form factor shown, which picks each call's API base
 * (src/adapters/http/api-paths.ts API_BASES; SPEC section 7: the desktop base is /bb/app).
 */
export const HttpKeys = {
  formFactor: key<FormFactorSource>('formFactor'),
  /** Server time from every answer's Date header, which each HTTP client reports to. */
  serverClock: key<ServerOffsetClock>('serverClock'),
} as const;
