import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SessionMachine } from '../../application/session/session.machine';
import { selectSignedIn } from '../../application/session/session.selectors';

type SessionRef = ActorRefFrom<SessionMachine>;

const SessionRefContext = createContext<SessionRef | null>(null);

/** Holds the app-wide session actor AppRoot starts from the services' session logic. */
export const SessionRefProvider = SessionRefContext.Provider;

/** The running session, to send it events (login, logout, notice.dismiss ...). */
export function useSessionRef(): SessionRef {
  const ref = useContext(SessionRefContext);
  if (!ref) throw new Error('useSessionRef must be used inside SessionRefProvider');
  return ref;
}

/** Reads the running session through a named selector (application/session/session.selectors). */
export function useSessionSelector<T>(selector: (snapshot: SnapshotFrom<SessionMachine>) => T): T {
  return useSelector(useSessionRef(), selector);
}

/** SPEC section 6: signed in or visitor, as the running session says. */
export function useSignedIn(): boolean {
  return useSessionSelector(selectSignedIn);
}
