import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../application/session/session.machine';
import { selectSignedIn } from '../../application/session/session.selectors';

/**
 * The app-wide session actor. AppRoot hands it the machine provided by the composition
 * root (`logic`) and the stored session (`input`), so the defaults here never run.
 */
export const SessionActor = createActorContext(sessionMachine, { input: { stored: null } });

/** SPEC section 6: signed in or visitor, as the running session says. */
export function useSignedIn(): boolean {
  return SessionActor.useSelector(selectSignedIn);
}
