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
  /**
   * `token`: the one the refused request carried (null: none), so that a -2 answering a
   * session that has since been replaced does not end the newer one. Absent: not known.
   */
  sessionExpired(message: string, token?: string | null): void;
}

/**
 * Output port: the session another tab of the app left in the shared storage, told whenever
 * it changes there (a log-in, a log-out, another user): null when none is stored.
 */
export interface OtherTabSessions {
  subscribe(listener: (stored: StoredSession | null) => void): () => void;
}

/** Output port: starts the app again from the page's address (a tab taken over by another user). */
export interface PageReload {
  reload(): void;
}

/**
 * Output port: told when something the profile shows has changed on the server (a fund
 * password set: isAssert), so the session reads the profile again.
 */
export interface ProfileChangeListener {
  profileChanged(): void;
}
