import type {
  AssetRecord,
  AssetRecordQuery,
  ContractAssetBalance,
  DurationConfig,
  OrderQuery,
  OrderRequest,
  TransferRequest,
} from '../../../domain/contract/contract';
import type { Notice } from '../../../domain/notices/notice';
import type { Page } from '../../../domain/paging';
import type { Clock } from '../../../domain/shared/clock.port';
import type {
  CustomerLinks,
  LoginRequest,
  LoginResult,
  RegisterRequest,
  UserProfile,
} from '../../../domain/user/user';
import type { AddressDraft, SavedAddress } from '../../../domain/withdraw/address-book';
import { addAddress, addressesOf, editAddress, removeAddress } from './parts/withdraw/addresses';
import { assetRecords, assetRows, demoAddAmount, ensureDemo, transfer } from './parts/balances/accounts';
import { createOrder, ordersOf, type PublicOrder } from './parts/contract/contract-book';
import { sendEmailCode, verifyEmailCode } from './email-codes';
import type { EngineContext } from './engine-context';
import { resolveSettings } from './engine-settings';
import type { ContractBook, EngineSettings } from './engine-settings';
import { emptyEngineState } from './engine-state';
import type { AccountName, EmailCodePurpose, EngineState, UserRecord } from './engine-state';
import { createMarket } from './market/market';
import type { Market } from './market/market';
import { noticeDetail, noticePage, unreadCount } from './notices';
import { paramValue } from './params';
import { forgetPassword, setTransactionPassword, updatePassword } from './passwords';
import { authenticate, expireSession } from './sessions';
import { settleDue } from './parts/contract/settlement';
import { login, profileOf, register } from './users';
import { winRate } from './parts/contract/win-rate';
import type {
  SpotBalance,
  SpotOrder,
  SpotOrderQuery,
  SpotOrderRequest,
  SpotTrade,
} from '../../../domain/spot/spot';
import {
  cancelAllSpot,
  cancelSpotOrder,
  placeSpotOrder,
  spotBalances,
  spotOrders,
  spotTrades,
} from './parts/spot/spot-book';
import { fillSpotDue } from './parts/spot/spot-crossing';
// exchange and ledger
import type {
  ConvertConfig,
  ConvertQuote,
  ConvertRecord,
  QuoteRequest,
} from '../../../domain/convert/convert';
import type { LedgerEntry, LedgerFilters, LedgerQuery } from '../../../domain/ledger/ledger';
import type { PageQuery } from '../../../domain/paging';
import { convertConfig, convertRecords, executeConvert, quoteConvert } from './parts/convert/convert';
import { ledgerFilters, ledgerPage } from './parts/ledger/transaction-log';
import { advanceWallet, walletEngine, type WalletEngine } from './engine-wallet';

export const DEFAULT_SEED = 'demo-exchange';

export interface ExchangeEngineOptions {
  clock: Clock;
  /** Seed of the market; ignored when `state` is given, as the state carries its own. */
  seed?: string;
  state?: EngineState;
  settings?: Partial<EngineSettings>;
}

export interface AssetsResult {
  list: ContractAssetBalance[];
  /** For the response msg: the win rate of the book, e.g. '56.25%', or ''. */
  rate: string;
}

/** The simulated exchange. Synchronous; every refusal is a thrown EngineError. */
export interface ExchangeEngine extends WalletEngine {
  readonly seed: string;
  readonly market: Market;
  /** A copy of the whole state, for persistence (plain JSON). */
  state(): EngineState;
  settleDue(): void;
  sendEmailCode(email: string, purpose: EmailCodePurpose): string;
  /** Checks a code without using it up; five wrong tries void it. */
  verifyEmailCode(email: string, code: string, purpose: EmailCodePurpose): void;
  register(request: RegisterRequest): { userId: string };
  login(request: LoginRequest): LoginResult;
  expireSession(token: string): void;
  profile(token: string): UserProfile;
  updatePassword(token: string, oldPassword: string, newPassword: string): void;
  forgetPassword(email: string, code: string, newPassword: string): void;
  setTransactionPassword(token: string, password: string, code: string): void;
  transfer(token: string, request: TransferRequest): void;
  demoAssetsConfig(): string[];
  demoAddAmount(token: string, amount: string, currency?: string): string;
  assets(token: string, account: AccountName): AssetsResult;
  assetRecords(token: string, account: AccountName, query: AssetRecordQuery): Page<AssetRecord>;
  durationConfig(book: ContractBook): DurationConfig[];
  feeRate(): string;
  createOrder(token: string, book: ContractBook, request: OrderRequest): PublicOrder;
  orders(token: string, book: ContractBook, query: OrderQuery): Page<PublicOrder>;
  noticeCount(token: string): number;
  noticePage(token: string, pageNo: number, pageSize: number): Page<Notice>;
  noticeDetail(token: string, id: string): Notice;
  customerLinks(): CustomerLinks;
  param(name: string): string;
  // withdraw: the address book
  addresses(token: string): SavedAddress[];
  addAddress(token: string, draft: AddressDraft): SavedAddress;
  editAddress(token: string, id: string, draft: AddressDraft): void;
  removeAddress(token: string, id: string): void;
  placeSpotOrder(token: string, request: SpotOrderRequest): SpotOrder;
  cancelSpotOrder(token: string, orderId: string): SpotOrder;
  cancelAllSpot(token: string, pair?: { baseCoin?: string; quoteCoin?: string }): number;
  spotOpenOrders(token: string, query: SpotOrderQuery): Page<SpotOrder>;
  spotOrderHistory(token: string, query: SpotOrderQuery): Page<SpotOrder>;
  spotTrades(token: string, query: SpotOrderQuery): Page<SpotTrade>;
  spotBalances(token: string): SpotBalance[];
  // exchange
  convertConfig(): ConvertConfig;
  convertQuote(token: string, request: QuoteRequest): ConvertQuote;
  executeConvert(token: string, quoteId: string): ConvertRecord;
  convertRecords(token: string, query: PageQuery): Page<ConvertRecord>;
  // ledger: every balance change of every account
  ledger(token: string, query: Partial<LedgerQuery>): Page<LedgerEntry>;
  ledgerFilters(token: string): LedgerFilters;
}

export function createExchangeEngine(options: ExchangeEngineOptions): ExchangeEngine {
  const state = options.state
    ? structuredClone(options.state)
    : emptyEngineState(options.seed ?? DEFAULT_SEED);
  const settings = resolveSettings(options.settings);
  const context: EngineContext = { state, settings, market: createMarket(state.seed), clock: options.clock };

  // Every call reads the clock once and settles what is due before doing anything else.
  const run = <T>(action: (now: number) => T): T => {
    const now = options.clock.now();
    settleDue(context, now);
    fillSpotDue(context, now);
    advanceWallet(context, now);
    return action(now);
  };
  const signedIn = <T>(token: string, action: (user: UserRecord, now: number) => T): T =>
    run((now) => action(authenticate(context, token, now), now));
  // The demo account is funded the first time anything looks at it.
  const opened = <T>(token: string, account: AccountName, action: (user: UserRecord, now: number) => T): T =>
    signedIn(token, (user, now) => {
      if (account === 'demo') ensureDemo(context, user, now);
      return action(user, now);
    });

  return {
    seed: state.seed,
    market: context.market,
    state: () => run(() => structuredClone(state)),
    settleDue: () => run(() => undefined),
    sendEmailCode: (email, purpose) => run((now) => sendEmailCode(context, email, purpose, now)),
    verifyEmailCode: (email, code, purpose) =>
      run((now) => verifyEmailCode(context, email, purpose, code, now)),
    register: (request) => run((now) => register(context, request, now)),
    login: (request) => run((now) => login(context, request, now)),
    expireSession: (token) => run(() => expireSession(context, token)),
    profile: (token) => signedIn(token, (user) => profileOf(context, user)),
    updatePassword: (token, oldPassword, newPassword) =>
      signedIn(token, (user) => updatePassword(user, oldPassword, newPassword)),
    forgetPassword: (email, code, newPassword) =>
      run((now) => forgetPassword(context, email, code, newPassword, now)),
    setTransactionPassword: (token, password, code) =>
      signedIn(token, (user, now) => setTransactionPassword(context, user, password, code, now)),
    transfer: (token, request) => signedIn(token, (user, now) => transfer(context, user, request, now)),
    demoAssetsConfig: () => run(() => [...settings.demoAmounts]),
    demoAddAmount: (token, amount, currency = 'USDT') =>
      signedIn(token, (user, now) => demoAddAmount(context, user, amount, currency, now)),
    assets: (token, account) =>
      opened(token, account, (user) => ({
        list: assetRows(user, account),
        rate: account === 'spot' ? '' : winRate(state, user, account),
      })),
    assetRecords: (token, account, query) =>
      opened(token, account, (user) => assetRecords(context, user, account, query)),
    durationConfig: (book) => run(() => settings.durations[book].map((entry) => ({ ...entry }))),
    feeRate: () => run(() => settings.feeRate),
    createOrder: (token, book, request) =>
      opened(token, book, (user, now) => createOrder(context, user, book, request, now)),
    orders: (token, book, query) => opened(token, book, (user) => ordersOf(context, user, book, query)),
    noticeCount: (token) => signedIn(token, (user) => unreadCount(user)),
    noticePage: (token, pageNo, pageSize) => signedIn(token, (user) => noticePage(user, pageNo, pageSize)),
    noticeDetail: (token, id) => signedIn(token, (user) => noticeDetail(user, id)),
    customerLinks: () => run(() => ({ ...settings.customerLinks })),
    param: (name) => run(() => paramValue(settings, name)),
    // withdraw
    addresses: (token) => signedIn(token, (user) => addressesOf(context, user)),
    addAddress: (token, draft) => signedIn(token, (user, now) => addAddress(context, user, draft, now)),
    editAddress: (token, id, draft) =>
      signedIn(token, (user, now) => editAddress(context, user, id, draft, now)),
    removeAddress: (token, id) => signedIn(token, (user) => removeAddress(context, user, id)),
    placeSpotOrder: (token, request) =>
      signedIn(token, (user, now) => placeSpotOrder(context, user, request, now)),
    cancelSpotOrder: (token, orderId) =>
      signedIn(token, (user, now) => cancelSpotOrder(context, user, orderId, now)),
    cancelAllSpot: (token, pair = {}) =>
      signedIn(token, (user, now) => cancelAllSpot(context, user, pair, now)),
    spotOpenOrders: (token, query) => signedIn(token, (user) => spotOrders(context, user, query, true)),
    spotOrderHistory: (token, query) => signedIn(token, (user) => spotOrders(context, user, query, false)),
    spotTrades: (token, query) => signedIn(token, (user) => spotTrades(context, user, query)),
    spotBalances: (token) => signedIn(token, (user) => spotBalances(context, user)),
    // exchange
    convertConfig: () => run(() => convertConfig(context)),
    convertQuote: (token, request) =>
      signedIn(token, (user, now) => quoteConvert(context, user, request, now)),
    executeConvert: (token, quoteId) =>
      signedIn(token, (user, now) => executeConvert(context, user, quoteId, now)),
    convertRecords: (token, query) => signedIn(token, (user) => convertRecords(context, user, query)),
    // ledger
    ledger: (token, query) => signedIn(token, (user) => ledgerPage(context, user, query)),
    ledgerFilters: (token) => signedIn(token, (user) => ledgerFilters(context, user)),
    ...walletEngine(context, run, signedIn),
  };
}
