import { EntryStatus, PAY_COINS, TradeType } from '../../../domain/contract/contract';
import { WITHDRAW_NETWORKS } from '../../../domain/withdraw/address-book';
import type { StoredAddress } from './parts/withdraw/address-record';
import type { ContractBook } from './engine-settings';
import {
  ACCOUNT_NAMES,
  EMAIL_CODE_PURPOSES,
  ENGINE_STATE_FORMAT,
  ENGINE_STATE_VERSION,
} from './engine-state';
import type {
  Balance,
  EmailCodeRecord,
  EngineState,
  HouseLedger,
  SessionRecord,
  StoredOrder,
  StoredRecord,
  UserRecord,
} from './engine-state';
import { ASSET_RECORD_TYPES } from './record-types';
import {
  amount,
  byCoin,
  byCurrency,
  coin,
  decimal,
  flag,
  listOf,
  nullable,
  objectOf,
  oneOf,
  text,
  time,
  withDefault,
} from './state-guards';
import { spotHouse, spotOrders, spotTrades } from './parts/spot/spot-parse';
import { conversions, convertHouse, convertQuotes, withConvertNames } from './parts/convert/convert-parse';
import { walletFields } from './parts/wallet-parse';
import { IDENTITY_STATUSES, IdentityStatus } from '../../../domain/withdraw/withdraw-gate';

const BOOKS: readonly ContractBook[] = ['contract', 'demo'];

const balances = byCurrency(objectOf<Balance>({ available: amount, frozen: amount }));
// Spot holds any coin the market trades, not only the pay coins.
const spotBalances = byCoin(objectOf<Balance>({ available: amount, frozen: amount }));

const user = objectOf<UserRecord>({
  id: text,
  email: text,
  passwordHash: text,
  transactionPasswordHash: nullable(text),
  inviteCode: text,
  invitedBy: nullable(text),
  createdAt: time,
  demoReady: flag,
  balances: objectOf({ spot: spotBalances, contract: balances, demo: balances }),
  readNotices: listOf(text),
  // Users stored before the identity check were demo users, who start verified.
  authen: withDefault(oneOf(IDENTITY_STATUSES), () => IdentityStatus.verified),
});

const session = objectOf<SessionRecord>({ token: text, userId: text, expiresAt: time });

const emailCode = objectOf<EmailCodeRecord>({
  email: text,
  purpose: oneOf(EMAIL_CODE_PURPOSES),
  code: text,
  sentAt: time,
  expiresAt: time,
  // States saved before codes counted wrong tries have none.
  failures: withDefault(time, () => 0),
});

const order = objectOf<StoredOrder>({
  id: text,
  userId: text,
  book: oneOf(BOOKS),
  openAmount: amount,
  baseCoin: text,
  quoteCoin: text,
  positionTime: time,
  tradeType: oneOf(Object.values(TradeType)),
  entryStatus: oneOf(Object.values(EntryStatus)),
  incomeRate: amount,
  fee: amount,
  entryPrice: amount,
  settlementPrice: nullable(amount),
  openedAt: time,
  settlesAt: time,
  payout: nullable(amount),
  priceSource: text,
});

const record = objectOf<StoredRecord>({
  id: text,
  userId: text,
  account: oneOf(ACCOUNT_NAMES),
  currency: coin,
  amount: decimal,
  tradeType: oneOf(ASSET_RECORD_TYPES),
  remark: text,
  createdAt: time,
});

const ledger = objectOf<HouseLedger>({ fees: byCurrency(decimal), pnl: byCurrency(decimal) });

const storedAddress = objectOf<StoredAddress>({
  id: text,
  userId: text,
  label: text,
  coin: oneOf(PAY_COINS),
  network: oneOf(WITHDRAW_NETWORKS),
  address: text,
  createdAt: time,
  usableAt: time,
});

const engineState = objectOf<EngineState>({
  format: oneOf([ENGINE_STATE_FORMAT] as const),
  version: oneOf([ENGINE_STATE_VERSION] as const),
  seed: (value) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined),
  counter: time,
  users: listOf(user),
  sessions: listOf(session),
  emailCodes: listOf(emailCode),
  orders: listOf(order),
  records: listOf(record),
  house: objectOf({ contract: ledger, demo: ledger }),
  grants: byCurrency(amount),
  // withdraw: absent in states stored before the address book, read as empty.
  addresses: (value) => (value === undefined ? [] : listOf(storedAddress)(value)),
  spotOrders: withDefault(spotOrders, () => []),
  spotTrades: withDefault(spotTrades, () => []),
  spotHouse: withDefault(spotHouse, () => ({ fees: {}, flow: {} })),
  // convert: absent in states stored before the flash exchange, read as empty.
  convertQuotes: withDefault(convertQuotes, () => []),
  conversions: withDefault(conversions, () => []),
  convertHouse: withDefault(convertHouse, () => ({ fees: {}, flow: {} })),
  ...walletFields,
});

/** Everything that points at a user points at one that exists, and ids are unique. */
function consistent(state: EngineState): boolean {
  const ids = new Set(state.users.map((entry) => entry.id));
  if (ids.size !== state.users.length) return false;
  const owners = [
    ...state.sessions,
    ...state.orders,
    ...state.records,
    ...state.addresses,
    ...state.spotOrders,
    ...state.spotTrades,
    ...state.convertQuotes,
    ...state.conversions,
    ...state.depositAddresses,
    ...state.deposits,
    ...state.withdrawals,
  ].map((entry) => entry.userId);
  return owners.every((id) => ids.has(id));
}

/**
 * Reads a stored engine state. Anything else (another app's data, a truncated write,
 * an older version) gives null, and the caller starts afresh instead of crashing.
 */
export function parseEngineState(json: unknown): EngineState | null {
  const state = engineState(withConvertNames(json));
  return state && consistent(state) ? state : null;
}
