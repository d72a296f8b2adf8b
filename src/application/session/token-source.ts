import type { StoredSession } from '../../domain/session/session';
import type { SessionStore, TokenSource } from '../../domain/session/session.port';

/**
 * This tab's session: the one it restored at start or signed in with, kept in memory, so
 * that every call it makes carries the token of the user its screens show, whatever another
 * tab writes to the shared storage meanwhile (that tab's change is heard and this tab
 * follows it: OtherTabSessions). Writes reach the shared storage only when they do not undo
 * another tab's newer session.
 */
export type TabSession = SessionStore & TokenSource;

export function createTabSession(shared: SessionStore): TabSession {
  let mine: StoredSession | null = shared.load();
  const sharedToken = () => shared.load()?.token ?? null;
  return {
    load: () => mine,
    save(session) {
      // The profile read again for the session this tab had: written back only while the
      // storage still holds it. A new sign-in here is the newest session, and is written.
      const refreshOfMine = session.token === mine?.token;
      mine = session;
      if (!refreshOfMine || sharedToken() === session.token) shared.save(session);
    },
    clear() {
      // This tab's session ended (log-out, -2): another tab's newer one stays.
      const token = mine?.token ?? null;
      mine = null;
      if (token === null || sharedToken() === token) shared.clear();
    },
    token: () => mine?.token ?? null,
  };
}
