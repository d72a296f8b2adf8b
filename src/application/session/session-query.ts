import type { SessionStore } from '../../domain/session/session.port';

/** Input port: what screens may ask about the session before the session machine exists. */
export interface SessionQuery {
  isSignedIn(): boolean;
}

/** SPEC section 6: signed in is decided by the presence of a stored token. */
export function createSessionQuery(store: SessionStore): SessionQuery {
  return { isSignedIn: () => store.load() !== null };
}
