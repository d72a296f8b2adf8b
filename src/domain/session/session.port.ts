import type { StoredSession } from './session';

/** Output port: the persisted session. Unreadable data reads as "no session". */
export interface SessionStore {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
}

/** Output port: the access token for outgoing calls, if a user is signed in. */
export interface TokenSource {
  token(): string | null;
}

/** Output port: told when any response says the session is over (code -2). */
export interface SessionExpiryListener {
  sessionExpired(message: string): void;
}

/**
 * Output port: told when something the profile shows has changed on the server (a fund
 * password set: isAssert), so the session reads the profile again.
 */
export interface ProfileChangeListener {
  profileChanged(): void;
}
