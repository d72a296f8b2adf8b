import type { ForgetPasswordRequest, RegisterRequest, UpdatePasswordRequest } from '../user/user';
import { validateEmail, type EmailProblem } from './login-validation';
import { isValidDesktopPassword, isValidMobilePassword } from './password-rules';
import { validatePasswordsMatch, type PasswordMatchProblem } from '../shared/password-match';

/** SPEC section 5: the desktop forms ask 8-24 characters, the mobile ones at least 6. */
export type PasswordPolicy = 'mobile' | 'desktop';

/** Message ids (SPEC section 5); the UI translates them. */
export type AccountFormProblem =
  | 'enter email'
  | EmailProblem
  | 'enter code'
  | 'enter old password'
  | 'password too short'
  | 'password length'
  | PasswordMatchProblem
  | 'agree first';

/** A new password typed twice, checked by the form factor's rule. */
export interface NewPasswordEntry {
  password: string;
  confirm: string;
  policy: PasswordPolicy;
}

export type RegisterForm = RegisterRequest & NewPasswordEntry & { agreed: boolean };
export type ForgetPasswordForm = ForgetPasswordRequest & NewPasswordEntry;
export type ModifyPasswordForm = UpdatePasswordRequest & NewPasswordEntry;

// One check per field, in the order the forms read; the UI-kit field rules call these too.

/** Required: whitespace alone is empty. */
export function emailMissingProblem(email: string): AccountFormProblem | null {
  return email.trim() === '' ? 'enter email' : null;
}

/** Required, then a well-formed address. */
export function emailProblem(email: string): AccountFormProblem | null {
  return emailMissingProblem(email) ?? validateEmail(email.trim());
}

export function codeProblem(code: string): AccountFormProblem | null {
  return code.trim() === '' ? 'enter code' : null;
}

/** The current password is taken as typed: any character counts. */
export function oldPasswordProblem(password: string): AccountFormProblem | null {
  return password === '' ? 'enter old password' : null;
}

export function passwordProblem(password: string, policy: PasswordPolicy): AccountFormProblem | null {
  if (policy === 'desktop') return isValidDesktopPassword(password) ? null : 'password length';
  return isValidMobilePassword(password) ? null : 'password too short';
}

export function confirmProblem(password: string, confirm: string): AccountFormProblem | null {
  return validatePasswordsMatch(password, confirm);
}

export function agreementProblem(agreed: boolean): AccountFormProblem | null {
  return agreed ? null : 'agree first';
}

const newPasswordProblem = (entry: NewPasswordEntry) =>
  passwordProblem(entry.password, entry.policy) ?? confirmProblem(entry.password, entry.confirm);

/** The first problem of a register form, or null when it may be sent. */
export function validateRegister(form: RegisterForm): AccountFormProblem | null {
  return (
    emailProblem(form.email) ??
    codeProblem(form.code) ??
    newPasswordProblem(form) ??
    agreementProblem(form.agreed)
  );
}

export function validateForgetPassword(form: ForgetPasswordForm): AccountFormProblem | null {
  return emailProblem(form.email) ?? codeProblem(form.code) ?? newPasswordProblem(form);
}

export function validateModifyPassword(form: ModifyPasswordForm): AccountFormProblem | null {
  return oldPasswordProblem(form.oldPassword) ?? codeProblem(form.code) ?? newPasswordProblem(form);
}

// What the gateway receives: the request fields only, never the confirmation or the agreement.

export const registerRequestOf = (form: RegisterForm): RegisterRequest => ({
  email: form.email,
  code: form.code,
  password: form.password,
  inviteCode: form.inviteCode,
});

export const forgetPasswordRequestOf = (form: ForgetPasswordForm): ForgetPasswordRequest => ({
  email: form.email,
  code: form.code,
  password: form.password,
});

export const modifyPasswordRequestOf = (form: ModifyPasswordForm): UpdatePasswordRequest => ({
  oldPassword: form.oldPassword,
  code: form.code,
  password: form.password,
});
