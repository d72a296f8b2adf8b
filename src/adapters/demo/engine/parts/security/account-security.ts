import type { ActiveSession } from '../../../../../domain/account/active-sessions';
import {
  antiPhishingProblem,
  AntiPhishingProblem,
  type AntiPhishingRequest,
} from '../../../../../domain/account/anti-phishing';
import type { EngineContext } from '../../engine-context';
import { checkEmailCode, spendEmailCode } from '../../email-codes';
import { refuse } from '../../engine-error';
import type { SessionRecord, UserRecord } from '../../user-records';
import { secretDigest } from '../../digests';

/** Refused when the session to sign out is not one of the user's others (or is gone already). */
export const NO_SUCH_SESSION = 'The session does not exist';

/** A session's public name: derived from its token, which never leaves the server. */
export function sessionId(token: string): string {
  return secretDigest('session', token).slice(0, 16);
}

/**
 * Sets or changes the phrase, confirmed by the account's email code (the one the fund
 * password takes, /user/sendUpdateAssetEmail); the code is spent once the phrase is set.
 */
export function setAntiPhishing(
  context: EngineContext,
  user: UserRecord,
  request: AntiPhishingRequest,
  now: number,
): void {
  const phrase = typeof request.phrase === 'string' ? request.phrase : '';
  const problem = antiPhishingProblem(phrase);
  if (problem) refuse(problem);
  if (typeof request.code !== 'string' || request.code.trim() === '') refuse(AntiPhishingProblem.code);
  checkEmailCode(context, user.email, 'asset', request.code, now);
  spendEmailCode(context, user.email, 'asset');
  user.antiPhishing = phrase;
}

const liveSessionsOf = (context: EngineContext, user: UserRecord, now: number): SessionRecord[] =>
  context.state.sessions.filter((session) => session.userId === user.id && session.expiresAt > now);

/** The user's sessions still open, the one asking (`token`) marked current. */
export function activeSessions(
  context: EngineContext,
  user: UserRecord,
  token: string,
  now: number,
): ActiveSession[] {
  return liveSessionsOf(context, user, now).map((session) => ({
    id: sessionId(session.token),
    device: session.device,
    openedAt: session.openedAt,
    lastSeenAt: session.lastSeenAt,
    current: session.token === token,
  }));
}

/** Ends every session of the user but the one asking; answers how many ended. */
export function signOutOthers(context: EngineContext, user: UserRecord, token: string): number {
  const before = context.state.sessions.length;
  context.state.sessions = context.state.sessions.filter(
    (session) => session.userId !== user.id || session.token === token,
  );
  return before - context.state.sessions.length;
}

/** Ends one of the user's other sessions: its next request answers -2. */
export function signOutSession(context: EngineContext, user: UserRecord, token: string, id: unknown): void {
  const target = context.state.sessions.find(
    (session) => session.userId === user.id && session.token !== token && sessionId(session.token) === id,
  );
  if (!target) refuse(NO_SUCH_SESSION);
  context.state.sessions = context.state.sessions.filter((session) => session !== target);
}
