import type { CodeSubject } from '../../../domain/user/email-code';
import { IDENTITY_STATUSES, IdentityStatus } from '../../../domain/user/identity';
import { CORE_FIELDS, ENGINE_STATE_FORMAT, ENGINE_STATE_VERSION } from './engine-state';
import { ACCOUNT_NAMES, EMAIL_CODE_PURPOSES, PURCHASE_FLAGS } from './user-records';
import type { CoreEngineState, StoredEngineState, StoredRecord } from './engine-state';
import type {
  AuthenticatorRecord,
  Balance,
  EmailCodeRecord,
  SessionRecord,
  IdentityRecord,
  UserRecord,
} from './user-records';
import { ASSET_RECORD_TYPES } from './record-types';
import {
  amount,
  byCoin,
  byCurrency,
  coin,
  decimal,
  flag,
  isObject,
  listOf,
  nullable,
  objectOf,
  oneOf,
  text,
  time,
  withDefault,
} from './state-guards';

const balances = byCurrency(objectOf<Balance>({ available: amount, frozen: amount }));
// Spot holds any coin the market trades, not only the pay coins.
const spotBalances = byCoin(objectOf<Balance>({ available: amount, frozen: amount }));

const identity = objectOf<IdentityRecord>({
  realName: text,
  idCard: text,
  submittedAt: time,
  reviewAt: nullable(time),
  remark: text,
});

const authenticator = objectOf<AuthenticatorRecord>({
  secret: text,
  boundAt: nullable(time),
  recoveryHashes: listOf(text),
  // States saved before codes were taken once carry none.
  lastStep: withDefault(nullable(time), () => null),
});

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
  identity: withDefault(nullable(identity), () => null),
  // Users stored before the authenticator have none bound.
  authenticator: withDefault(nullable(authenticator), () => null),
  // Users stored before the hold never changed their fund password since.
  fundPasswordChangedAt: withDefault(nullable(time), () => null),
  // Users stored before the phrase have none.
  antiPhishing: withDefault(nullable(text), () => null),
  // Users stored before the flag was kept could buy (SPEC section 6: '1' when the profile holds none).
  canPurchase: withDefault(oneOf(PURCHASE_FLAGS), () => '1' as const),
});

// Sessions stored before they were listed read as opened at 0 on an unknown device.
const session = objectOf<SessionRecord>({
  token: text,
  userId: text,
  expiresAt: time,
  openedAt: withDefault(time, () => 0),
  lastSeenAt: withDefault(time, () => 0),
  device: withDefault(text, () => ''),
});

const emailCode = objectOf<EmailCodeRecord>({
  email: text,
  purpose: oneOf(EMAIL_CODE_PURPOSES),
  code: text,
  sentAt: time,
  expiresAt: time,
  // States saved before codes counted wrong tries have none.
  failures: withDefault(time, () => 0),
  // Codes saved before they were sent for a withdrawal were sent for none.
  subject: withDefault(
    nullable(objectOf<CodeSubject>({ coin: text, network: text, address: text, amount: text })),
    () => null,
  ),
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

const coreState = objectOf<CoreEngineState>({
  format: oneOf([ENGINE_STATE_FORMAT] as const),
  version: oneOf([ENGINE_STATE_VERSION] as const),
  seed: (value) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined),
  counter: time,
  users: listOf(user),
  sessions: listOf(session),
  emailCodes: listOf(emailCode),
  records: listOf(record),
  grants: byCurrency(amount),
});

/** Ids are unique, and everything that points at a user points at one that exists. */
export function ownedByUsers(users: readonly UserRecord[], owners: readonly string[]): boolean {
  const ids = new Set(users.map((entry) => entry.id));
  return ids.size === users.length && owners.every((id) => ids.has(id));
}

/**
 * Reads the core of a saved state and keeps every other field as it was stored, for the
 * parts to read when they register (engine-part.ts). Anything else (another app's data, a
 * truncated write, another version) gives null, and the caller starts afresh.
 */
export function parseStoredState(json: unknown): StoredEngineState | null {
  if (!isObject(json)) return null;
  const core = coreState(json);
  if (!core) return null;
  const owners = [...core.sessions, ...core.records].map((entry) => entry.userId);
  if (!ownedByUsers(core.users, owners)) return null;
  const rest = Object.entries(json).filter(([field]) => !(CORE_FIELDS as readonly string[]).includes(field));
  return { ...Object.fromEntries(rest), ...core };
}
