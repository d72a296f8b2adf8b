import { deviceSummary } from '../../../domain/session/device-summary';
import type {
  CustomerLinks,
  LoginRequest,
  LoginResult,
  RegisterRequest,
  UserProfile,
} from '../../../domain/user/user';
import type { CodeSubject } from '../../../domain/user/email-code';
import { sendEmailCode, sendEmailMail, verifyEmailCode, type SentMail } from './email-codes';
import type { CoreContext } from './engine-context';
import type { Run, SignedIn } from './engine-part';
import type { EmailCodePurpose } from './user-records';
import { setIdentityStatus } from './identity';
import { setPurchaseFlag } from './purchase-flag';
import { unreadCount } from './notices';
import { paramValue } from './params';
import type { DerivedPassword, PasswordTerms } from './password-record';
import {
  forgetPassword,
  loginPasswordTerms,
  setTransactionPassword,
  updatePassword,
  userPasswordTerms,
  type PasswordKind,
} from './passwords';
import { expireSession } from './sessions';
import { login, profileOf, register } from './users';

/** The calls of the core: accounts, sessions, codes, passwords, the notices' count and parameters. */
export interface CoreMethods {
  sendEmailCode(email: string, purpose: EmailCodePurpose): string;
  /** A code to the signed-in user's own address (the only way to a withdraw code). */
  /** A withdraw code may be sent for one withdrawal (`subject`). */
  sendSignedInCode(token: string, purpose: EmailCodePurpose, subject?: CodeSubject): string;
  /** The same two, answered as the mail: the code and the account's anti-phishing phrase. */
  sendEmailMail(email: string, purpose: EmailCodePurpose): SentMail;
  sendSignedInMail(token: string, purpose: EmailCodePurpose, subject?: CodeSubject): SentMail;
  /** Checks a code without using it up; five wrong tries void it. */
  verifyEmailCode(email: string, code: string, purpose: EmailCodePurpose): void;
  /**
   * What the derivation of a password before a call needs (password-kdf.ts): for a log-in by
   * email (an unknown one gets terms alike to a real one's), and for a signed-in user's own.
   */
  passwordTerms(email: string): PasswordTerms;
  signedInPasswordTerms(token: string, kind: PasswordKind): PasswordTerms;
  /** Each password comes derived before the call (`derived`): the engine compares and keeps records. */
  register(request: RegisterRequest, derived: DerivedPassword): { userId: string };
  /** A log-in opens a session; `userAgent` names its device in the session list (summarised). */
  login(request: LoginRequest, userAgent: string | undefined, derived: DerivedPassword): LoginResult;
  expireSession(token: string): void;
  profile(token: string): UserProfile;
  updatePassword(
    token: string,
    oldPassword: string,
    newPassword: string,
    derived: { old: DerivedPassword; new: DerivedPassword },
  ): void;
  forgetPassword(email: string, code: string, newPassword: string, derived: DerivedPassword): void;
  setTransactionPassword(token: string, password: string, code: string, derived: DerivedPassword): void;
  /** The outcome of an identity review (the reference server's test control), with a refusal's remark. */
  setIdentityStatus(token: string, authen: number, remark?: string): void;
  /** The profile's canPurchase, '0' or '1', as the back office sets it (the reference server's test control). */
  setPurchaseFlag(token: string, canPurchase: string): void;
  /** The header bell's unread count; the notices themselves are the notices part's. */
  noticeCount(token: string): number;
  customerLinks(): CustomerLinks;
  param(name: string): string;
}

export function coreMethods(context: CoreContext, run: Run, signedIn: SignedIn): CoreMethods {
  return {
    sendEmailCode: (email, purpose) => run((now) => sendEmailCode(context, email, purpose, now)),
    sendSignedInCode: (token, purpose, subject) =>
      signedIn(token, (user, now) => sendEmailCode(context, user.email, purpose, now, user, subject)),
    sendEmailMail: (email, purpose) => run((now) => sendEmailMail(context, email, purpose, now)),
    sendSignedInMail: (token, purpose, subject) =>
      signedIn(token, (user, now) => sendEmailMail(context, user.email, purpose, now, user, subject)),
    verifyEmailCode: (email, code, purpose) =>
      run((now) => verifyEmailCode(context, email, purpose, code, now)),
    passwordTerms: (email) => run(() => loginPasswordTerms(context, email)),
    signedInPasswordTerms: (token, kind) => signedIn(token, (user) => userPasswordTerms(context, user, kind)),
    register: (request, derived) => run((now) => register(context, request, derived, now)),
    login: (request, userAgent, derived) =>
      run((now) => login(context, request, derived, now, deviceSummary(userAgent ?? ''))),
    expireSession: (token) => run(() => expireSession(context, token)),
    profile: (token) => signedIn(token, (user) => profileOf(context, user)),
    updatePassword: (token, oldPassword, newPassword, derived) =>
      signedIn(token, (user) => updatePassword(context, user, oldPassword, newPassword, derived)),
    forgetPassword: (email, code, newPassword, derived) =>
      run((now) => forgetPassword(context, email, code, newPassword, derived, now)),
    setTransactionPassword: (token, password, code, derived) =>
      signedIn(token, (user, now) => setTransactionPassword(context, user, password, code, derived, now)),
    setIdentityStatus: (token, authen, remark) =>
      signedIn(token, (user) => setIdentityStatus(user, authen, remark)),
    setPurchaseFlag: (token, canPurchase) => signedIn(token, (user) => setPurchaseFlag(user, canPurchase)),
    noticeCount: (token) => signedIn(token, (user) => unreadCount(user)),
    customerLinks: () => run(() => ({ ...context.settings.customerLinks })),
    param: (name) => run(() => paramValue(context.settings, name)),
  };
}
