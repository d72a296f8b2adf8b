import { isValidFundPassword } from '../../../domain/wallet/fund-password';
import { checkEmailCode, findUserByEmail, NO_ACCOUNT, readEmail, spendEmailCode } from './email-codes';
import type { CoreContext } from './engine-context';
import { refuse } from './engine-error';
import type { UserRecord } from './engine-state';
import { hashPassword } from './ids';
import { expireUserSessions } from './sessions';
import { PASSWORD_INCORRECT, readPassword } from './users';

export const FUND_PASSWORD_FORMAT = 'The fund password must be 6 digits';

export function updatePassword(user: UserRecord, oldPassword: string, newPassword: string): void {
  if (user.passwordHash !== hashPassword(user.id, oldPassword)) refuse(PASSWORD_INCORRECT);
  user.passwordHash = hashPassword(user.id, readPassword(newPassword));
}

/** A reset by email code also signs the account out everywhere: whoever had it, has it no more. */
export function forgetPassword(
  context: CoreContext,
  emailInput: string,
  code: string,
  newPassword: string,
  now: number,
): void {
  const email = readEmail(emailInput);
  const user = findUserByEmail(context, email);
  if (!user) refuse(NO_ACCOUNT);
  const password = readPassword(newPassword);
  checkEmailCode(context, email, 'forget', code, now);
  spendEmailCode(context, email, 'forget');
  user.passwordHash = hashPassword(user.id, password);
  expireUserSessions(context, user.id);
}

/** SPEC section 5: the fund (transaction) password is six digits, confirmed by an email code. */
export function setTransactionPassword(
  context: CoreContext,
  user: UserRecord,
  password: string,
  code: string,
  now: number,
): void {
  if (typeof password !== 'string' || !isValidFundPassword(password)) refuse(FUND_PASSWORD_FORMAT);
  checkEmailCode(context, user.email, 'asset', code, now);
  spendEmailCode(context, user.email, 'asset');
  // Set anew over an old one (changed or reset): withdrawals wait, in case it was not the user.
  if (user.transactionPasswordHash !== null) user.fundPasswordChangedAt = now;
  user.transactionPasswordHash = hashPassword(user.id, `fund:${password}`);
}
