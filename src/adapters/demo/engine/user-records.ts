import type { CodeSubject } from '../../../domain/user/email-code';

/** The users the core keeps: their accounts' balances, profile, bindings, sessions and codes. */
export const ACCOUNT_NAMES = ['spot', 'contract', 'demo'] as const;
export type AccountName = (typeof ACCOUNT_NAMES)[number];

export const EMAIL_CODE_PURPOSES = ['register', 'login', 'forget', 'asset', 'withdraw'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

export interface Balance {
  available: string;
  frozen: string;
}

/** Balances of one account by currency. */
export type AccountBalances = Record<string, Balance>;

export interface UserRecord {
  id: string;
  email: string;
  /** A salted hash: demo data stays in the user's own browser, but not as plain text. */
  passwordHash: string;
  transactionPasswordHash: string | null;
  inviteCode: string;
  invitedBy: string | null;
  createdAt: number;
  /** Whether the demo account has received its starting amount. */
  demoReady: boolean;
  balances: Record<AccountName, AccountBalances>;
  readNotices: string[];
  /** Identity check (profile authen): 0 none, 1 reviewing, 2 verified, 3 rejected. */
  authen: number;
  /** What the user sent for the identity check; null before the first submission. */
  identity: IdentityRecord | null;
  /** The authenticator (profile googleBind once confirmed); null before the first binding starts. */
  authenticator: AuthenticatorRecord | null;
  /** When the fund password was last set anew over an old one (withdrawals wait after it). */
  fundPasswordChangedAt: number | null;
  /** The anti-phishing phrase every mail to the user carries; null when none is set. */
  antiPhishing: string | null;
  /** The profile's canPurchase (SPEC section 6): '0' when the exchange does not let the user buy products. */
  canPurchase: PurchaseFlag;
}

/** The profile's canPurchase values: '1' may buy products, '0' may not. */
export const PURCHASE_FLAGS = ['0', '1'] as const;
export type PurchaseFlag = (typeof PURCHASE_FLAGS)[number];

/** An authenticator binding: its secret, and once confirmed only the recovery codes' hashes. */
export interface AuthenticatorRecord {
  /** Base32. Demo data lives in the user's own browser or a local test server. */
  secret: string;
  /** When the app's code confirmed it; null while started and not confirmed. */
  boundAt: number | null;
  /** Salted hashes of the recovery codes, which are shown once and never kept. */
  recoveryHashes: string[];
  /**
   * The time step of the last app code taken (binding or a withdrawal): a code is taken once,
   * so one read over a shoulder or from a phishing page cannot be used again in its window.
   */
  lastStep: number | null;
}

/**
 * An identity submission as the engine keeps it. The photos are checked and not kept: the
 * demo's state lives in browser storage, which is no place for pictures of an ID.
 */
export interface IdentityRecord {
  realName: string;
  idCard: string;
  submittedAt: number;
  /** When the simulated review decides; null once decided. */
  reviewAt: number | null;
  /** Why the review refused; '' otherwise. */
  remark: string;
}

export interface SessionRecord {
  token: string;
  userId: string;
  expiresAt: number;
  /** When the log-in happened, and the last call made under it. */
  openedAt: number;
  lastSeenAt: number;
  /** What signed in, summarised (deviceSummary); never the whole user agent. */
  device: string;
}

export interface EmailCodeRecord {
  email: string;
  purpose: EmailCodePurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
  /** Wrong codes typed against this one; at MAX_CODE_FAILURES it is void. */
  failures: number;
  /** The one withdrawal a withdraw code was sent for; null for a code sent for none. */
  subject: CodeSubject | null;
}
