import type { ProfileChangeListener, SessionExpiryListener } from '../../domain/session/session.port';

/**
 * The application's channel to the running session actor: every adapter reports a code -2
 * through `sessionExpired` (the output port), and the session machine subscribes. An expiry
 * reported before anyone listens (a call made during start-up) is kept and handed to the
 * first subscriber, so it is never lost. A use case that changed the profile on the server
 * says so through `profileChanged`, and the session reads it again.
 */
/** A -2's message, and the token the refused call carried (undefined: not known). */
export type ExpiryListener = (message: string, token?: string | null) => void;

export interface SessionEventChannel extends SessionExpiryListener, ProfileChangeListener {
  subscribe(listener: ExpiryListener): () => void;
  subscribeProfileChanges(listener: () => void): () => void;
}

export function createSessionEventChannel(): SessionEventChannel {
  const listeners = new Set<ExpiryListener>();
  const profileListeners = new Set<() => void>();
  let pending: { message: string; token?: string | null } | null = null;
  return {
    sessionExpired(message, token) {
      if (listeners.size === 0) {
        pending = { message, token };
        return;
      }
      for (const listener of [...listeners]) listener(message, token);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (pending !== null) {
        const { message, token } = pending;
        pending = null;
        listener(message, token);
      }
      return () => {
        listeners.delete(listener);
      };
    },
    // A change nobody hears needs no keeping: a session started later reads the profile anyway.
    profileChanged() {
      for (const listener of [...profileListeners]) listener();
    },
    subscribeProfileChanges(listener) {
      profileListeners.add(listener);
      return () => {
        profileListeners.delete(listener);
      };
    },
  };
}
