import { isValidFundPassword } from '../../../domain/wallet/fund-password';
import { checkEmailCode, findUserByEmail, NO_ACCOUNT, readEmail, spendEmailCode } from './email-codes';
import type { CoreContext } from './engine-context';
import { refuse } from './engine-error';
import type { UserRecord } from './user-records';
import {
  checkedRecord,
  recordToStore,
  termsOfNobody,
  termsOfRecord,
  type DerivedPassword,
  type PasswordTerms,
} from './password-record';
import { expireUserSessions } from './sessions';
import { PASSWORD_INCORRECT, readPassword } from './users';

export const FUND_PASSWORD_FORMAT = 'The fund password must be 6 digits';

/** Which of a user's two passwords: the login password, or the fund password withdrawals ask for. */
export type PasswordKind = 'login' | 'fund';

/**
 * What the derivation before a log-in needs for this email. An email with no account gets terms
 * alike to a real account's, so that its log-in costs the same and tells nothing by its time.
 */
export function loginPasswordTerms(context: CoreContext, emailInput: unknown): PasswordTerms {
  const email = typeof emailInput === 'string' ? emailInput.trim().toLowerCase() : '';
  const iterations = context.settings.passwordIterations;
  const user = findUserByEmail(context, email);
  return user
    ? termsOfRecord(user.passwordHash, iterations)
    : termsOfNobody(context.state.seed, email, iterations);
}

/** What the derivation before a signed-in user's call needs (nothing to check while none is set). */
export function userPasswordTerms(context: CoreContext, user: UserRecord, kind: PasswordKind): PasswordTerms {
  const stored = kind === 'login' ? user.passwordHash : user.transactionPasswordHash;
  const iterations = context.settings.passwordIterations;
  return stored === null ? { check: null, iterations, renew: false } : termsOfRecord(stored, iterations);
}

/** The fund password as an earlier version hashed it, for a legacy hash's check. */
export const legacyFundInput = (user: UserRecord, password: string) => ({
  salt: user.id,
  input: `fund:${password}`,
});

export function updatePassword(
  context: CoreContext,
  user: UserRecord,
  oldPassword: string,
  newPassword: string,
  derived: { old: DerivedPassword; new: DerivedPassword },
): void {
  const { passwordIterations } = context.settings;
  const typed = typeof oldPassword === 'string' ? oldPassword : '';
  const legacy = { salt: user.id, input: typed };
  if (checkedRecord(user.passwordHash, derived.old, legacy, passwordIterations) === null) {
    refuse(PASSWORD_INCORRECT);
  }
  readPassword(newPassword);
  user.passwordHash = recordToStore(derived.new, passwordIterations);
}

/** A reset by email code also signs the account out everywhere: whoever had it, has it no more. */
export function forgetPassword(
  context: CoreContext,
  emailInput: string,
  code: string,
  newPassword: string,
  derived: DerivedPassword,
  now: number,
): void {
  const email = readEmail(emailInput);
  const user = findUserByEmail(context, email);
  if (!user) refuse(NO_ACCOUNT);
  readPassword(newPassword);
  checkEmailCode(context, email, 'forget', code, now);
  const record = recordToStore(derived, context.settings.passwordIterations);
  spendEmailCode(context, email, 'forget');
  user.passwordHash = record;
  expireUserSessions(context, user.id);
}

/** SPEC section 5: the fund (transaction) password is six digits, confirmed by an email code. */
export function setTransactionPassword(
  context: CoreContext,
  user: UserRecord,
  password: string,
  code: string,
  derived: DerivedPassword,
  now: number,
): void {
  if (typeof password !== 'string' || !isValidFundPassword(password)) refuse(FUND_PASSWORD_FORMAT);
  checkEmailCode(context, user.email, 'asset', code, now);
  const record = recordToStore(derived, context.settings.passwordIterations);
  spendEmailCode(context, user.email, 'asset');
  // Set anew over an old one (changed or reset): withdrawals wait, in case it was not the user.
  if (user.transactionPasswordHash !== null) user.fundPasswordChangedAt = now;
  user.transactionPasswordHash = record;
}
