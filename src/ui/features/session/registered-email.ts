import { useLocation } from 'react-router-dom';

/** What a register screen hands to the login screen it opens, in the router's state. */
export interface RegisteredState {
  registeredEmail: string;
}

/** The state to navigate to login with, so its form starts on the account just registered. */
export const registeredState = (email: string): RegisteredState => ({ registeredEmail: email.trim() });

/** Reads a state that any history entry may hold (or a stale one from an older build). */
export function registeredEmailOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('registeredEmail' in state)) return undefined;
  const email = state.registeredEmail;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/** On a login screen: the email just registered, when register sent the user here. */
export function useRegisteredEmail(): string | undefined {
  return registeredEmailOf(useLocation().state);
}
