import { MOBILE_PASSWORD_MIN } from '../../../domain/session/password-rules';
import type { LoginRequest, LoginResult, RegisterRequest, UserProfile } from '../../../domain/user/user';
import {
  checkEmailCode,
  EMAIL_TAKEN,
  findUserByEmail,
  NO_ACCOUNT,
  readEmail,
  spendEmailCode,
} from './email-codes';
import type { CoreContext } from './engine-context';
import { refuse } from './engine-error';
import type { UserRecord } from './user-records';
import { addTo, move } from './ledger';
import { nextId, nextInviteCode } from './ids';
import { checkedRecord, recordToStore, type DerivedPassword } from './password-record';
import { AssetRecordType } from './record-types';
import { openSession } from './sessions';

export const PASSWORD_INCORRECT = 'Password is incorrect';
export const PASSWORD_TOO_SHORT = 'The password must be at least 6 characters';
export const INVITE_ERROR = 'Invitation code error';

/** SPEC section 5: the mobile login rule (the domain's minimum); the desktop's 8-24 is a UI check. */
export function readPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < MOBILE_PASSWORD_MIN) refuse(PASSWORD_TOO_SHORT);
  return value;
}

/** `derived`: the password's new record, derived before the call (password-kdf.ts). */
export function register(
  context: CoreContext,
  request: RegisterRequest,
  derived: DerivedPassword,
  now: number,
): { userId: string } {
  const { state, settings } = context;
  const email = readEmail(request.email);
  if (findUserByEmail(context, email)) refuse(EMAIL_TAKEN);
  readPassword(request.password);
  const invite = typeof request.inviteCode === 'string' ? request.inviteCode.trim().toUpperCase() : '';
  const inviter = invite ? state.users.find((user) => user.inviteCode === invite) : undefined;
  if (invite && !inviter) refuse(INVITE_ERROR);
  checkEmailCode(context, email, 'register', request.code, now);
  const passwordHash = recordToStore(derived, settings.passwordIterations);
  spendEmailCode(context, email, 'register');
  const id = nextId(state);
  const user: UserRecord = {
    id,
    email,
    passwordHash,
    transactionPasswordHash: null,
    inviteCode: nextInviteCode(state),
    invitedBy: inviter?.id ?? null,
    createdAt: now,
    demoReady: false,
    balances: { spot: {}, contract: {}, demo: {} },
    readNotices: [],
    authen: settings.newUserAuthen,
    identity: null,
    authenticator: null,
    fundPasswordChangedAt: null,
    antiPhishing: null,
    canPurchase: '1',
  };
  state.users.push(user);
  for (const [currency, amount] of Object.entries(settings.startingBalances)) {
    move(context, user, {
      account: 'spot',
      currency,
      amount,
      tradeType: AssetRecordType.addFunds,
      remark: 'Welcome balance',
      at: now,
    });
    addTo(state.grants, currency, amount);
  }
  return { userId: id };
}

/**
 * SPEC section 7: account (the email), the email code and the password, derived before the call
 * against the stored record (`derived`); a hash kept by an earlier version is checked as typed
 * and replaced by the new record the derivation brought.
 */
export function login(
  context: CoreContext,
  request: LoginRequest,
  derived: DerivedPassword,
  now: number,
  device = '',
): LoginResult {
  const email = readEmail(request.account);
  const user = findUserByEmail(context, email);
  if (!user) refuse(NO_ACCOUNT);
  checkEmailCode(context, email, 'login', request.code, now);
  const typed = typeof request.password === 'string' ? request.password : '';
  const kept = checkedRecord(
    user.passwordHash,
    derived,
    { salt: user.id, input: typed },
    context.settings.passwordIterations,
  );
  if (kept === null) refuse(PASSWORD_INCORRECT);
  user.passwordHash = kept;
  spendEmailCode(context, email, 'login');
  return openSession(context, user, now, device);
}

export function profileOf(context: CoreContext, user: UserRecord): UserProfile {
  return {
    userId: user.id,
    email: user.email,
    avatar: '',
    inviteCode: user.inviteCode,
    isAssert: user.transactionPasswordHash !== null,
    authen: user.authen,
    idCard: user.identity?.idCard ?? '',
    // The engine keeps no photos (IdentityRecord).
    idCardPhotoPositive: '',
    idCardPhotoReverseSide: '',
    realName: user.identity?.realName ?? '',
    remark: user.identity?.remark ?? '',
    googleBind: (user.authenticator?.boundAt ?? null) !== null,
    sysUserName: user.email.split('@')[0] ?? '',
    customerServiceUrl: context.settings.customerServiceUrl,
    canPurchase: user.canPurchase,
    antiPhishing: user.antiPhishing ?? '',
  };
}
