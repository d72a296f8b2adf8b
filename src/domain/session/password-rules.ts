import { codePoints } from './chars';

/** SPEC section 5: the mobile login password is at least 6 characters. */
export const MOBILE_PASSWORD_MIN = 6;
/** SPEC section 5: the desktop password is 8 to 24 characters. */
export const DESKTOP_PASSWORD_MIN = 8;
export const DESKTOP_PASSWORD_MAX = 24;

const length = (password: string): number => codePoints(password).length;

export function isValidDesktopPassword(password: string): boolean {
  const n = length(password);
  return n >= DESKTOP_PASSWORD_MIN && n <= DESKTOP_PASSWORD_MAX;
}

export function isValidMobilePassword(password: string): boolean {
  return length(password) >= MOBILE_PASSWORD_MIN;
}
