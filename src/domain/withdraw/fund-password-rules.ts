import { validatePasswordsMatch } from '../shared/password-match';
import { isValidFundPassword } from '../wallet/fund-password';

/** The set-fund-password form (over /user/sendUpdateAssetEmail and /user/setTransactionPwd). */
export interface FundPasswordForm {
  password: string;
  confirmation: string;
  code: string;
}

export const FundPasswordProblem = {
  format: 'The fund password must be 6 digits',
  mismatch: 'Passwords are inconsistent',
  code: 'Enter the email verification code',
} as const;
export type FundPasswordProblem = (typeof FundPasswordProblem)[keyof typeof FundPasswordProblem];

/** SPEC section 5: a 6-digit password, typed twice alike, and the mailed code. Never throws. */
export function fundPasswordProblem(form: FundPasswordForm): FundPasswordProblem | null {
  if (typeof form.password !== 'string' || !isValidFundPassword(form.password)) {
    return FundPasswordProblem.format;
  }
  if (typeof form.confirmation !== 'string' || validatePasswordsMatch(form.password, form.confirmation)) {
    return FundPasswordProblem.mismatch;
  }
  return typeof form.code === 'string' && form.code.trim() !== '' ? null : FundPasswordProblem.code;
}

/** What /user/setTransactionPwd is sent: {password, code} (payload assumed). */
export function fundPasswordRequestOf(form: FundPasswordForm): { password: string; code: string } {
  return { password: form.password, code: form.code.trim() };
}
