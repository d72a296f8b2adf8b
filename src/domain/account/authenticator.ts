import { AUTHENTICATOR_CODE_DIGITS, isAuthenticatorCode } from '../user/second-factor';

/**
 * The authenticator (Google Authenticator and its kind): time-based one-time codes (TOTP,
 * RFC 6238) as authenticator apps read them from an otpauth URI: a base32 secret, SHA-1,
 * 6 digits every 30 seconds. The exchange accepts one step either side of its own clock, so
 * a phone a few seconds off still binds.
 */
export const AUTHENTICATOR_TOTP = {
  algorithm: 'SHA1',
  digits: AUTHENTICATOR_CODE_DIGITS,
  periodSeconds: 30,
  window: 1,
} as const;

/** How many recovery codes a binding hands out, each shown once. */
export const RECOVERY_CODE_COUNT = 8;

/** A binding started: the secret to scan or type into the app, and the URI the QR code holds. */
export interface AuthenticatorSetup {
  /** Base32, as authenticator apps take it typed. */
  secret: string;
  /** otpauth://totp/...: what the QR code carries. */
  uri: string;
}

/** The codes that stand in for the app when the phone is lost: shown once, kept only hashed. */
export type RecoveryCodes = readonly string[];

export enum AuthenticatorProblem {
  code = 'Please enter the 6-digit code from the authenticator app',
}

/** The exchange's refusals of a binding, in the words the engine and the server send. */
export enum AuthenticatorRefusal {
  bound = 'The authenticator is already bound',
  notStarted = 'Start binding the authenticator first',
  wrongCode = 'The authenticator code is incorrect',
}

/** A code as typed: digits only (apps show "123 456"), at most six. */
export function typedAuthenticatorCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, AUTHENTICATOR_TOTP.digits);
}

export function authenticatorCodeProblem(code: string): AuthenticatorProblem | null {
  return isAuthenticatorCode(code) ? null : AuthenticatorProblem.code;
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
