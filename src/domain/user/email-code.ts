/** Why an email code is sent; each purpose has its own call (SPEC section 7, User). */
export type EmailCodePurpose = 'register' | 'login' | 'forget' | 'update' | 'asset' | 'withdraw';

/**
 * What a withdraw code is sent for: the withdrawal it may approve, and no other (the mail
 * can say what the user approves; a code read off a mailbox cannot send money elsewhere).
 */
export interface CodeSubject {
  coin: string;
  network: string;
  address: string;
  amount: string;
}

/** A code typed by the user, to check against the one sent for this email and purpose. */
export interface EmailCodeCheck {
  email: string;
  code: string;
  purpose: EmailCodePurpose;
}

/**
 * What sending an email code returned. In demo mode no mail is sent, so the code is
 * handed back for the app to show; a real server never returns it.
 */
export interface EmailCodeReceipt {
  demoCode: string | null;
  /** Demo mode only: the anti-phishing phrase the mail would carry; absent or null when none is set. */
  demoPhrase?: string | null;
}
