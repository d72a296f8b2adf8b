/**
 * The second factor a bound authenticator adds where money leaves: the app's current code,
 * or (the phone lost) one of the recovery codes handed out at binding, each good once. Its
 * shapes live here, among the user's base rules, because the authenticator (account) and the
 * withdrawal both read them.
 */

/** The app's code: six digits (apps show "123 456"). */
export const AUTHENTICATOR_CODE_DIGITS = 6;

/** A recovery code: two groups of five lower-case letters and digits, e.g. "ab3de-fg4hk". */
const RECOVERY_CODE = /^[a-z0-9]{5}-[a-z0-9]{5}$/i;
/** The longest the field holds: a recovery code with its dash. */
export const SECOND_FACTOR_MAX_LENGTH = 11;

export function isAuthenticatorCode(text: string): boolean {
  return new RegExp(`^\\d{${AUTHENTICATOR_CODE_DIGITS}}$`).test(text);
}

export function isRecoveryCode(text: string): boolean {
  return RECOVERY_CODE.test(text);
}

/** Either the app's code or a recovery code, as the field keeps it. */
export function isSecondFactor(text: string): boolean {
  return isAuthenticatorCode(text) || isRecoveryCode(text);
}

/**
 * The field as typed: a recovery code (it has letters or its dash) lower-cased and cut to its
 * length; anything else is the app's code, its digits only (the spaces apps show dropped).
 */
export function typedSecondFactor(text: string): string {
  if (/[a-z-]/i.test(text)) {
    return text
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '')
      .slice(0, SECOND_FACTOR_MAX_LENGTH);
  }
  return text.replace(/\D/g, '').slice(0, AUTHENTICATOR_CODE_DIGITS);
}
