import type { SessionStore, TokenSource } from '../../domain/session/session.port';

/** Outgoing calls carry the stored session's token, read at the time of each call. */
export function createTokenSource({ sessions }: { sessions: SessionStore }): TokenSource {
  return { token: () => sessions.load()?.token ?? null };
}
