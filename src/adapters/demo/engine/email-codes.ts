import type { EmailProblem } from '../../../domain/session/login-validation';
import type { CodeSubject } from '../../../domain/user/email-code';
import type { CoreContext } from './engine-context';
import { refuse } from './engine-error';
import type { EmailCodePurpose, UserRecord } from './user-records';
import { nextEmailCode } from './ids';
import { LOGIN_FIRST } from './sessions';

/** The domain's own word for a malformed address (typed by it, so the two cannot drift). */
export const EMAIL_ERROR: EmailProblem = 'Email error';
export const CODE_ERROR = 'Verification code error';
export const TRY_LATER = 'Please try again later';
export const EMAIL_TAKEN = 'The email is already registered';
export const NO_ACCOUNT = 'The account does not exist';
/**
 * A code that can be checked on its own (/user/emailVerification) could be guessed one try
 * at a time: after this many wrong tries it is void, and a new one must be sent.
 */
export const MAX_CODE_FAILURES = 5;

/**
 * Codes only a signed-in user may ask for, to their own address: otherwise anyone who knows
 * the email could send one (voiding the code the user is about to type) or wear it out by
 * guessing on /user/emailVerification. They are checked only by the call they guard.
 */
const SIGNED_IN_PURPOSES: readonly EmailCodePurpose[] = ['withdraw'];

export const needsSession = (purpose: EmailCodePurpose) => SIGNED_IN_PURPOSES.includes(purpose);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails compare case-insensitively; anything that is not an address is 'Email error'. */
export function readEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) refuse(EMAIL_ERROR);
  return email;
}

export function findUserByEmail(context: CoreContext, email: string): UserRecord | undefined {
  return context.state.users.find((user) => user.email === email);
}

/**
 * Issues a code and returns it: no mail leaves the demo, so the app shows the code to
 * the user instead. A new code replaces the previous one for the same purpose. A signed-in
 * purpose needs the user (`signedInAs`), and goes to that user's own address.
 */
export function sendEmailCode(
  context: CoreContext,
  emailInput: string,
  purpose: EmailCodePurpose,
  now: number,
  signedInAs?: UserRecord,
  subject?: CodeSubject,
): string {
  const { state, settings } = context;
  if (needsSession(purpose) && !signedInAs) refuse(LOGIN_FIRST);
  const email = signedInAs ? signedInAs.email : readEmail(emailInput);
  const registered = findUserByEmail(context, email) !== undefined;
  if (purpose === 'register' && registered) refuse(EMAIL_TAKEN);
  if (purpose !== 'register' && !registered) refuse(NO_ACCOUNT);
  state.emailCodes = state.emailCodes.filter((entry) => entry.expiresAt > now);
  const previous = state.emailCodes.find((entry) => entry.email === email && entry.purpose === purpose);
  if (previous && now - previous.sentAt < settings.emailCodeCooldownMs) refuse(TRY_LATER);
  const code = nextEmailCode(state);
  state.emailCodes = state.emailCodes.filter((entry) => entry !== previous);
  state.emailCodes.push({
    email,
    purpose,
    code,
    sentAt: now,
    expiresAt: now + settings.emailCodeTtlMs,
    failures: 0,
    subject: subject ? subjectOf(subject) : null,
  });
  return code;
}

/** Only the four details, as strings: a caller's extra fields never reach the stored state. */
const subjectOf = ({ coin, network, address, amount }: CodeSubject): CodeSubject => ({
  coin: String(coin),
  network: String(network),
  address: String(address),
  amount: String(amount),
});

/** What the live code of this email and purpose was sent for; null when for nothing (or no code). */
export function codeSubject(
  context: CoreContext,
  email: string,
  purpose: EmailCodePurpose,
  now: number,
): CodeSubject | null {
  const match = context.state.emailCodes.find(
    (entry) => entry.email === email && entry.purpose === purpose && entry.expiresAt > now,
  );
  return match?.subject ?? null;
}

/** What a mail of the demo carries: the code, and the user's anti-phishing phrase when one is set. */
export interface SentMail {
  code: string;
  phrase: string | null;
}

/** sendEmailCode, answered as the mail it would be: with the phrase of the account it goes to. */
export function sendEmailMail(
  context: CoreContext,
  emailInput: string,
  purpose: EmailCodePurpose,
  now: number,
  signedInAs?: UserRecord,
  subject?: CodeSubject,
): SentMail {
  const code = sendEmailCode(context, emailInput, purpose, now, signedInAs, subject);
  const user = signedInAs ?? findUserByEmail(context, readEmail(emailInput));
  return { code, phrase: user?.antiPhishing ?? null };
}

/** Checks a code without using it up, so a call that fails later can be retried with it. */
export function checkEmailCode(
  context: CoreContext,
  email: string,
  purpose: EmailCodePurpose,
  code: unknown,
  now: number,
): void {
  const match = context.state.emailCodes.find(
    (entry) => entry.email === email && entry.purpose === purpose && entry.expiresAt > now,
  );
  if (!match) refuse(CODE_ERROR);
  if (typeof code === 'string' && match.code === code.trim()) return;
  match.failures += 1;
  if (match.failures >= MAX_CODE_FAILURES) spendEmailCode(context, email, purpose);
  refuse(CODE_ERROR);
}

/** /user/emailVerification: a typed code checked on its own, not used up (the register form). */
export function verifyEmailCode(
  context: CoreContext,
  emailInput: string,
  purpose: EmailCodePurpose,
  code: unknown,
  now: number,
): void {
  if (needsSession(purpose)) refuse(LOGIN_FIRST);
  checkEmailCode(context, readEmail(emailInput), purpose, code, now);
}

/** A code works once: spent when the call it guarded succeeds. */
export function spendEmailCode(context: CoreContext, email: string, purpose: EmailCodePurpose): void {
  context.state.emailCodes = context.state.emailCodes.filter(
    (entry) => !(entry.email === email && entry.purpose === purpose),
  );
}
