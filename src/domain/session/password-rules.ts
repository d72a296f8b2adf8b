import { codePoints } from './chars';

/** SPEC section 5: the mobile login password is at least 6 characters. */
export const MOBILE_PASSWORD_MIN = 6;
/** SPEC section 5: the desktop password is 8 to 24 characters. */
export const DESKTOP_PASSWORD_MIN = 8;
export const DESKTOP_PASSWORD_MAX = 24;

export type PasswordMatchProblem = 'Passwords are inconsistent';

const FUND_PASSWORD = /^[0-9]{6}$/;

const length = (password: string): number => codePoints(password).length;

export function isValidDesktopPassword(password: string): boolean {
  const n = length(password);
  return n >= DESKTOP_PASSWORD_MIN && n <= DESKTOP_PASSWORD_MAX;
}

export function isValidMobilePassword(password: string): boolean {
  return length(password) >= MOBILE_PASSWORD_MIN;
}

/** SPEC section 5: the fund (assets) password is exactly 6 ASCII digits. */
export function isValidFundPassword(password: string): boolean {
  return FUND_PASSWORD.test(password);
}

/** Exact comparison: no trimming or case folding, as the server compares exactly too. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

export function validatePasswordsMatch(password: string, confirmation: string): PasswordMatchProblem | null {
  return passwordsMatch(password, confirmation) ? null : 'Passwords are inconsistent';
}
