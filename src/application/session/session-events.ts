import type { SessionExpiryListener } from '../../domain/session/session.port';

/**
 * The application's channel from the adapters to the running session actor: every adapter
 * reports a code -2 through `sessionExpired` (the output port), and the session machine
 * subscribes. An expiry reported before anyone listens (a call made during start-up) is
 * kept and handed to the first subscriber, so it is never lost.
 */
export interface SessionEventChannel extends SessionExpiryListener {
  subscribe(listener: (message: string) => void): () => void;
}

export function createSessionEventChannel(): SessionEventChannel {
  const listeners = new Set<(message: string) => void>();
  let pending: string | null = null;
  return {
    sessionExpired(message) {
      if (listeners.size === 0) {
        pending = message;
        return;
      }
      for (const listener of [...listeners]) listener(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (pending !== null) {
        const message = pending;
        pending = null;
        listener(message);
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
