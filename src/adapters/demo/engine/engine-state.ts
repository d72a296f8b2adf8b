import type { CodeSubject } from '../../../domain/user/email-code';
import type { AssetRecord, ContractOrder } from '../../../domain/contract/contract';
import type { RemovedAddress, StoredAddress } from './parts/withdraw/address-record';
import type { WithdrawGuardRecord } from './parts/withdraw/withdraw-guard-record';
import type { SpotOrder, SpotTrade } from '../../../domain/spot/spot';
import type { ContractBook } from './parts/contract/contract-settings';
import type { ConvertEngineState } from './parts/convert/convert-state';
import type { OnceEngineState } from './parts/once/once-state';
import type { ProductsEngineState } from './parts/products/products-state';
import type { WalletEngineState } from './parts/wallet-state';

/**
 * Everything the engine remembers, as plain JSON: the demo adapter keeps it in browser
 * storage, the reference server in memory. Bump the version when the shape changes;
 * parseEngineState refuses any other version rather than guess.
 */
export const ENGINE_STATE_FORMAT = 'demo-exchange-engine';
export const ENGINE_STATE_VERSION = 1;

export const ACCOUNT_NAMES = ['spot', 'contract', 'demo'] as const;
export type AccountName = (typeof ACCOUNT_NAMES)[number];

export const EMAIL_CODE_PURPOSES = ['register', 'login', 'forget', 'asset', 'withdraw'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

export interface Balance {
  available: string;
  frozen: string;
}

/** Balances of one account by currency. */
export type AccountBalances = Record<string, Balance>;

export interface UserRecord {
  id: string;
  email: string;
  /** A salted hash: demo data stays in the user's own browser, but not as plain text. */
  passwordHash: string;
  transactionPasswordHash: string | null;
  inviteCode: string;
  invitedBy: string | null;
  createdAt: number;
  /** Whether the demo account has received its starting amount. */
  demoReady: boolean;
  balances: Record<AccountName, AccountBalances>;
  readNotices: string[];
  /** Identity check (profile authen): 0 none, 1 reviewing, 2 verified, 3 rejected. */
  authen: number;
  /** What the user sent for the identity check; null before the first submission. */
  identity: IdentityRecord | null;
  /** The authenticator (profile googleBind once confirmed); null before the first binding starts. */
  authenticator: AuthenticatorRecord | null;
  /** When the fund password was last set anew over an old one (withdrawals wait after it). */
  fundPasswordChangedAt: number | null;
  /** The anti-phishing phrase every mail to the user carries; null when none is set. */
  antiPhishing: string | null;
  /** The profile's canPurchase (SPEC section 6): '0' when the exchange does not let the user buy products. */
  canPurchase: PurchaseFlag;
}

/** The profile's canPurchase values: '1' may buy products, '0' may not. */
export const PURCHASE_FLAGS = ['0', '1'] as const;
export type PurchaseFlag = (typeof PURCHASE_FLAGS)[number];

/** An authenticator binding: its secret, and once confirmed only the recovery codes' hashes. */
export interface AuthenticatorRecord {
  /** Base32. Demo data lives in the user's own browser or a local test server. */
  secret: string;
  /** When the app's code confirmed it; null while started and not confirmed. */
  boundAt: number | null;
  /** Salted hashes of the recovery codes, which are shown once and never kept. */
  recoveryHashes: string[];
  /**
   * The time step of the last app code taken (binding or a withdrawal): a code is taken once,
   * so one read over a shoulder or from a phishing page cannot be used again in its window.
   */
  lastStep: number | null;
}

/**
 * An identity submission as the engine keeps it. The photos are checked and not kept: the
 * demo's state lives in browser storage, which is no place for pictures of an ID.
 */
export interface IdentityRecord {
  realName: string;
  idCard: string;
  submittedAt: number;
  /** When the simulated review decides; null once decided. */
  reviewAt: number | null;
  /** Why the review refused; '' otherwise. */
  remark: string;
}

export interface SessionRecord {
  token: string;
  userId: string;
  expiresAt: number;
  /** When the log-in happened, and the last call made under it. */
  openedAt: number;
  lastSeenAt: number;
  /** What signed in, summarised (deviceSummary); never the whole user agent. */
  device: string;
}

export interface EmailCodeRecord {
  email: string;
  purpose: EmailCodePurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
  /** Wrong codes typed against this one; at MAX_CODE_FAILURES it is void. */
  failures: number;
  /** The one withdrawal a withdraw code was sent for; null for a code sent for none. */
  subject: CodeSubject | null;
}

/** The engine knows every field of its own orders, even those a list may leave out. */
export interface StoredOrder extends ContractOrder {
  userId: string;
  book: ContractBook;
  incomeRate: string;
  entryPrice: string;
  openedAt: number;
  settlesAt: number;
}

export interface StoredRecord extends AssetRecord {
  userId: string;
  account: AccountName;
}

/** The house side of each book, by currency: fees taken and settled profit and loss. */
export interface HouseLedger {
  fees: Record<string, string>;
  pnl: Record<string, string>;
}

/**
 * What the core keeps: users, their sessions and codes, the records that explain every
 * balance, and the money that entered from outside. Every part's slice sits beside it in
 * the same saved object (EngineState); a part not yet registered keeps its slice as stored.
 */
export interface CoreEngineState {
  format: typeof ENGINE_STATE_FORMAT;
  version: typeof ENGINE_STATE_VERSION;
  seed: string;
  /** Source of ids, tokens and codes: bumped on every use, so they never repeat. */
  counter: number;
  users: UserRecord[];
  sessions: SessionRecord[];
  emailCodes: EmailCodeRecord[];
  records: StoredRecord[];
  /** Money that entered from outside (starting balances, demo funds, deposits), by currency. */
  grants: Record<string, string>;
}

/** The seconds-contract books: their orders and the house side of each. */
export interface ContractBookState {
  orders: StoredOrder[];
  house: Record<ContractBook, HouseLedger>;
}

/** The withdrawal address book. */
export interface AddressBookState {
  addresses: StoredAddress[];
  /** Deleted in the last 24 h: a typed match still waits out its cool-down. */
  removedAddresses: RemovedAddress[];
  /** Per user: wrong fund passwords, the lock they set, the whitelist-only setting. */
  withdrawGuards: WithdrawGuardRecord[];
}

/** The whole exchange, every part's slice registered. */
export interface EngineState
  extends
    CoreEngineState,
    ContractBookState,
    AddressBookState,
    SpotEngineState,
    ConvertEngineState,
    WalletEngineState,
    ProductsEngineState,
    OnceEngineState {}

/** The saved state as a core engine holds it: its own fields read, every other field as stored. */
export type StoredEngineState = CoreEngineState & { readonly [field: string]: unknown };

export const CORE_FIELDS: readonly (keyof CoreEngineState)[] = [
  'format',
  'version',
  'seed',
  'counter',
  'users',
  'sessions',
  'emailCodes',
  'records',
  'grants',
];

/** The core's fields of a saved state, and every other field as it was stored. */
export function splitStored(saved: CoreEngineState): {
  core: CoreEngineState;
  unread: Record<string, unknown>;
} {
  const { format, version, seed, counter, users, sessions, emailCodes, records, grants } = saved;
  const unread = Object.entries(saved).filter(
    ([field]) => !(CORE_FIELDS as readonly string[]).includes(field),
  );
  return {
    core: { format, version, seed, counter, users, sessions, emailCodes, records, grants },
    unread: Object.fromEntries(unread),
  };
}

/** A new exchange: the core's fields, no part's yet. */
export function emptyCoreState(seed: string): CoreEngineState {
  return {
    format: ENGINE_STATE_FORMAT,
    version: ENGINE_STATE_VERSION,
    seed,
    counter: 0,
    users: [],
    sessions: [],
    emailCodes: [],
    records: [],
    grants: {},
  };
}

/** A spot order as the engine keeps it: the owner, what is still frozen, and how far fills were checked. */
export interface StoredSpotOrder extends SpotOrder {
  userId: string;
  /** Still frozen for this order: quote for a buy, base for a sell. */
  reserved: string;
  /** The last market time its crossing was checked at (a multiple of the path's knot). */
  checkedAt: number;
}

export interface StoredSpotTrade extends SpotTrade {
  userId: string;
}

/** The house side of spot: fees taken, and the coins it paid and received as counterparty. */
export interface SpotHouseLedger {
  fees: Record<string, string>;
  flow: Record<string, string>;
}

/** Spot state: the spot part's slice (older stored states read it as empty). */
export interface SpotEngineState {
  spotOrders: StoredSpotOrder[];
  spotTrades: StoredSpotTrade[];
  spotHouse: SpotHouseLedger;
}
