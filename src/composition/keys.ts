import type { ContractAssetsCache } from '../domain/contract/contract-assets-cache.port';
import type { ContractServices } from '../application/contract/contract-services';
import type { DemoDataControl } from '../application/demo/demo-data';
import type { AppServices } from '../application/app-services';
import type { LanguageMachine } from '../application/preferences/language.machine';
import type { CurrentLocale, LanguageStore } from '../domain/locale/locale.port';
import type { SessionExpiryListener, SessionStore, TokenSource } from '../domain/session/session.port';
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
// market
import type { LiveFeedServices } from '../application/market/live-feed.services';
import type { PairDetailServices } from '../application/market/pair-detail.services';
import type { MarketPreferencesActor } from '../application/preferences/market-preferences.services';
import type { CandleCache } from '../domain/market/candle-cache.port';
import type { MarketPreferencesStore } from '../domain/market/market-preferences.port';
import type { TimeframeStore } from '../domain/market/timeframe-store.port';
import type { PageVisibility } from '../domain/shared/page-visibility.port';

/** A Symbol that remembers the type bound to it, so `resolve` needs no cast at call sites. */
export type Key<T> = symbol & { readonly __bound?: T };

const key = <T>(name: string): Key<T> => Symbol(name) as Key<T>;

export const Keys = {
  config: key<AppConfig>('config'),
  storage: key<Storage>('storage'),
  languageStore: key<LanguageStore>('languageStore'),
  currentLocale: key<CurrentLocale>('currentLocale'),
  sessionStore: key<SessionStore>('sessionStore'),
  tokenSource: key<TokenSource>('tokenSource'),
  sessionExpiry: key<SessionExpiryListener>('sessionExpiry'),
  languageMachine: key<LanguageMachine>('languageMachine'),
  /** Bound by each mode's container: null in http mode. */
  demoData: key<DemoDataControl | null>('demoData'),
  contractServices: key<ContractServices>('contractServices'),
  tickerCache: key<TickerCache>('tickerCache'),
  contractAssetsCache: key<ContractAssetsCache>('contractAssetsCache'),
  market: key<MarketServices>('market'),
  // market
  marketPreferencesStore: key<MarketPreferencesStore>('marketPreferencesStore'),
  timeframeStore: key<TimeframeStore>('timeframeStore'),
  candleCache: key<CandleCache>('candleCache'),
  pageVisibility: key<PageVisibility>('pageVisibility'),
  liveFeed: key<LiveFeedServices>('liveFeed'),
  pairDetail: key<PairDetailServices>('pairDetail'),
  marketPreferences: key<MarketPreferencesActor>('marketPreferences'),
  appServices: key<AppServices>('appServices'),
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
} as const;

export type GatewayKeyName = keyof typeof GatewayKeys;
