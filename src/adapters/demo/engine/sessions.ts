import type { LoginResult } from '../../../domain/user/user';
import type { CoreContext } from './engine-context';
import { EngineError, ErrorCode } from './engine-error';
import type { UserRecord } from './user-records';
import { nextToken } from './ids';

/** SPEC section 8: the message sent with code -2. */
export const LOGIN_FIRST = 'Please login first';

export function openSession(context: CoreContext, user: UserRecord, now: number, device = ''): LoginResult {
  const { state, settings } = context;
  const token = nextToken(state, now);
  state.sessions.push({
    token,
    userId: user.id,
    expiresAt: now + settings.tokenTtlMs,
    openedAt: now,
    lastSeenAt: now,
    device,
  });
  return { userId: user.id, token };
}

/** The signed-in user; an unknown or expired token is code -2, as the SPEC's client expects. */
export function authenticate(context: CoreContext, token: string, now: number): UserRecord {
  const { state } = context;
  state.sessions = state.sessions.filter((session) => session.expiresAt > now);
  const session = state.sessions.find((candidate) => candidate.token === token);
  const user = session && state.users.find((candidate) => candidate.id === session.userId);
  if (!session || !user) throw new EngineError(ErrorCode.sessionExpired, LOGIN_FIRST);
  // The session list shows when each was last used.
  session.lastSeenAt = now;
  return user;
}

/** Who a token is signed in as, for a public call that answers a visitor too; null for none. */
export function viewerOf(context: CoreContext, token: string | null, now: number): string | null {
  const session = context.state.sessions.find((candidate) => candidate.token === token);
  return session && session.expiresAt > now ? session.userId : null;
}

/** Ends a session at once: for tests of expiry, and for a password reset. */
export function expireSession(context: CoreContext, token: string): void {
  context.state.sessions = context.state.sessions.filter((session) => session.token !== token);
}

export function expireUserSessions(context: CoreContext, userId: string): void {
  context.state.sessions = context.state.sessions.filter((session) => session.userId !== userId);
}
