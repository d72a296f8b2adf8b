import type { OtherTabSessions, SessionStore } from '../../domain/session/session.port';
import { StorageKeys } from './storage-keys';

/** The keys whose change means another session: a cleared storage has no key (null). */
const SESSION_KEYS: readonly (string | null)[] = [null, StorageKeys.token, StorageKeys.userId];

/**
 * Another tab's session, heard through the browser's `storage` event (fired in every other
 * tab of the origin when one writes the local storage), read from the shared store. Without
 * a window (tests, server) nothing is heard.
 */
export function createOtherTabSessions(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined,
  shared: SessionStore,
): OtherTabSessions {
  return {
    subscribe(listener) {
      if (!win) return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (SESSION_KEYS.includes(event.key)) listener(shared.load());
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
