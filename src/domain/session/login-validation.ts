import { codePoints } from './chars';
import { MOBILE_PASSWORD_MIN } from './password-rules';

/** Message ids (SPEC section 5); the UI translates them. */
export type LoginProblem = 'enter email' | 'enter code' | 'password too short';
export type EmailProblem = 'Email error';

export interface LoginForm {
  email: string;
  code: string;
  password: string;
}

/**
 * SPEC section 5, in the order the form reads: email not empty, verification code not
 * empty, password at least 6 characters. Returns the first problem, or null when the form
 * may be sent. Whitespace alone counts as empty for the email and the code; the password
 * is taken as typed, since spaces may be part of it.
 */
export function validateLogin(form: LoginForm): LoginProblem | null {
  if (form.email.trim() === '') return 'enter email';
  if (form.code.trim() === '') return 'enter code';
  if (codePoints(form.password).length < MOBILE_PASSWORD_MIN) return 'password too short';
  return null;
}

/** RFC 5321: an address is at most 254 characters. */
const MAX_EMAIL_LENGTH = 254;
/**
 * Practical, not RFC-complete: local@domain.tld with no whitespace, one '@', non-empty
 * dot-separated domain labels and a top-level domain of 2 or more characters. The value
 * is checked as given (no trimming), so what passes is exactly what will be sent.
 */
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);
}

export function validateEmail(email: string): EmailProblem | null {
  return isValidEmail(email) ? null : 'Email error';
}
