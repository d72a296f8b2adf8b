import { DEFAULT_CAN_PURCHASE, type StoredSession } from '../../domain/session/session';
import type { LoginRequest, UserProfile } from '../../domain/user/user';
import type { Failure } from '../shared/failure-message';

/**
 * What the screens are told once: 'Exited' after logout, the server msg after -2 or a failed
 * login, and a log-out heard from another tab.
 */
export type SessionNotice =
  | { kind: 'exited' }
  | { kind: 'expired'; message: string }
  | { kind: 'loginFailed'; failure: Failure }
  | { kind: 'signedOutElsewhere' };

export interface SessionContext {
  session: StoredSession | null;
  profile: UserProfile | null;
  /** Why the profile could not be read the last time (the screens that need it say so). */
  profileFailure: Failure | null;
  notice: SessionNotice | null;
  /** Where to go after the next login (the page a guard or an expiry interrupted). */
  returnTo: string | null;
}

export interface SessionInput {
  /** The session kept in storage; null when none or unreadable (SessionStore.load). */
  stored: StoredSession | null;
}

export type SessionEvent =
  | { type: 'login'; request: LoginRequest }
  | { type: 'logout' }
  /** A -2; `token` is the one the refused call carried (absent: not known, taken as this one's). */
  | { type: 'session.expired'; message: string; token?: string | null }
  /** Another tab changed the stored session (OtherTabSessions). */
  | { type: 'session.elsewhere'; stored: StoredSession | null }
  | { type: 'session.remember'; path: string }
  | { type: 'profile.reload' }
  | { type: 'notice.dismiss' };

/** The login event's request as the domain's login form, for its validation. */
export const toLoginForm = (request: LoginRequest) => ({
  email: request.account,
  code: request.code,
  password: request.password,
});

export function requireSession(context: SessionContext): StoredSession {
  if (context.session === null) throw new Error('signedIn always holds a session');
  return context.session;
}

/** The stored email and purchase flag follow the profile ('1' when it holds none, SPEC section 6). */
export function withProfile(session: StoredSession, profile: UserProfile): StoredSession {
  return {
    ...session,
    email: profile.email || session.email,
    canPurchase: profile.canPurchase || DEFAULT_CAN_PURCHASE,
  };
}
