import { emit, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { ActiveSession } from '../../domain/account/active-sessions';
import { forward, forwardLogic } from '../shared/forward';
import type { QueryMachine } from '../shared/query.machine';
import type { SignOutFormMachine, SignOutTarget } from './sign-out-form';

export interface SessionsScreenContext {
  /** The account's open sessions (loading, failed with Retry, ready). */
  list: ActorRefFrom<QueryMachine<ActiveSession[]>>;
  /** Signing other sessions out, confirmed first. */
  signOut: ActorRefFrom<SignOutFormMachine>;
}

export type SessionsScreenEvent =
  | { type: 'signedOut'; request: SignOutTarget }
  /** The user asks for the list again (Retry, or a refresh). */
  | { type: 'reload' };

export type SessionsScreenEmitted = { type: 'sessions.signedOut'; target: SignOutTarget };

/**
 * The security centre's session list: loads the account's sessions, and once other sessions
 * are signed out reloads the list (they are gone) and emits it for the toast. A signed-out
 * device learns it on its next request, which answers -2.
 */
export function createSessionsScreenMachine(deps: {
  list: QueryMachine<ActiveSession[]>;
  signOut: SignOutFormMachine;
}) {
  return setup({
    types: {} as {
      context: SessionsScreenContext;
      events: SessionsScreenEvent;
      emitted: SessionsScreenEmitted;
    },
    actors: { list: deps.list, signOut: deps.signOut, forward: forwardLogic },
  }).createMachine({
    id: 'sessionsScreen',
    context: ({ spawn }) => ({
      list: spawn('list', { id: 'list' }),
      signOut: spawn('signOut', { id: 'signOut', input: { terms: null } }),
    }),
    invoke: [forward(({ signOut }: SessionsScreenContext) => signOut, { succeeded: 'signedOut' })],
    on: {
      signedOut: {
        actions: [
          sendTo(({ context }) => context.list, { type: 'reload' }),
          emit(({ event }) => ({ type: 'sessions.signedOut' as const, target: event.request })),
        ],
      },
      reload: { actions: sendTo(({ context }) => context.list, { type: 'reload' }) },
    },
  });
}

export type SessionsScreenMachine = ReturnType<typeof createSessionsScreenMachine>;
