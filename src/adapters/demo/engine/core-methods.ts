import { deviceSummary } from '../../../domain/session/device-summary';
import type { Notice } from '../../../domain/notices/notice';
import type { Page } from '../../../domain/paging';
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
import type { EmailCodePurpose } from './engine-state';
import { setIdentityStatus } from './identity';
import { setPurchaseFlag } from './purchase-flag';
import { noticeDetail, noticePage, unreadCount } from './notices';
import { paramValue } from './params';
import { forgetPassword, setTransactionPassword, updatePassword } from './passwords';
import { expireSession } from './sessions';
import { login, profileOf, register } from './users';

/** The calls of the core: accounts, sessions, codes, passwords, notices and parameters. */
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
  register(request: RegisterRequest): { userId: string };
  /** A log-in opens a session; `userAgent` names its device in the session list (summarised). */
  login(request: LoginRequest, userAgent?: string): LoginResult;
  expireSession(token: string): void;
  profile(token: string): UserProfile;
  updatePassword(token: string, oldPassword: string, newPassword: string): void;
  forgetPassword(email: string, code: string, newPassword: string): void;
  setTransactionPassword(token: string, password: string, code: string): void;
  /** The outcome of an identity review (the reference server's test control), with a refusal's remark. */
  setIdentityStatus(token: string, authen: number, remark?: string): void;
  /** The profile's canPurchase, '0' or '1', as the back office sets it (the reference server's test control). */
  setPurchaseFlag(token: string, canPurchase: string): void;
  noticeCount(token: string): number;
  /** The user's notices (the help centre's articles are the help part's). */
  noticePage(token: string, pageNo: number, pageSize: number): Page<Notice>;
  /** One of the user's notices, marked read. */
  noticeDetail(token: string, id: string): Notice;
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
    register: (request) => run((now) => register(context, request, now)),
    login: (request, userAgent = '') => run((now) => login(context, request, now, deviceSummary(userAgent))),
    expireSession: (token) => run(() => expireSession(context, token)),
    profile: (token) => signedIn(token, (user) => profileOf(context, user)),
    updatePassword: (token, oldPassword, newPassword) =>
      signedIn(token, (user) => updatePassword(user, oldPassword, newPassword)),
    forgetPassword: (email, code, newPassword) =>
      run((now) => forgetPassword(context, email, code, newPassword, now)),
    setTransactionPassword: (token, password, code) =>
      signedIn(token, (user, now) => setTransactionPassword(context, user, password, code, now)),
    setIdentityStatus: (token, authen, remark) =>
      signedIn(token, (user) => setIdentityStatus(user, authen, remark)),
    setPurchaseFlag: (token, canPurchase) => signedIn(token, (user) => setPurchaseFlag(user, canPurchase)),
    noticeCount: (token) => signedIn(token, (user) => unreadCount(user)),
    noticePage: (token, pageNo, pageSize) => signedIn(token, (user) => noticePage(user, pageNo, pageSize)),
    noticeDetail: (token, id) => signedIn(token, (user) => noticeDetail(user, id)),
    customerLinks: () => run(() => ({ ...context.settings.customerLinks })),
    param: (name) => run(() => paramValue(context.settings, name)),
  };
}
