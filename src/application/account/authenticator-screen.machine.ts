import { assign, emit, setup, type ActorRefFrom } from 'xstate';
import type { AuthenticatorSetup, RecoveryCodes } from '../../domain/account/authenticator';
import { forward, forwardLogic } from '../shared/forward';
import type { QueryMachine } from '../shared/query.machine';
import type { AuthenticatorCodeFormMachine } from './authenticator-form';

export interface AuthenticatorScreenInput {
  /** The profile's googleBind as the screen opens: a bound authenticator starts nothing. */
  bound: boolean;
}

export interface AuthenticatorScreenContext {
  /** The started binding (secret and URI); null when the authenticator was bound already. */
  setup: ActorRefFrom<QueryMachine<AuthenticatorSetup>> | null;
  form: ActorRefFrom<AuthenticatorCodeFormMachine>;
  /** The recovery codes, held only while shown: never stored, gone once the user moves on. */
  codes: RecoveryCodes | null;
}

export type AuthenticatorScreenEvent =
  | { type: 'authenticator.bound'; output: RecoveryCodes }
  /** The user has kept the recovery codes: they are dropped and never shown again. */
  | { type: 'codes.kept' };

export type AuthenticatorScreenEmitted = { type: 'authenticator.bound' };

/**
 * The authenticator screen: start a binding (secret and otpauth URI; Retry through the
 * query), the app's code confirms it, then the recovery codes are shown once and the session
 * reads the profile again (googleBind). A reload shows "bound" and never the codes again.
 */
export function createAuthenticatorScreenMachine(deps: {
  setup: QueryMachine<AuthenticatorSetup>;
  form: AuthenticatorCodeFormMachine;
}) {
  return setup({
    types: {} as {
      context: AuthenticatorScreenContext;
      events: AuthenticatorScreenEvent;
      emitted: AuthenticatorScreenEmitted;
      input: AuthenticatorScreenInput;
    },
    actors: { setup: deps.setup, form: deps.form, forward: forwardLogic },
    actions: {
      profileChanged: () => {
        throw new Error('profileChanged not provided');
      },
    },
    guards: { bound: ({ context }) => context.setup === null },
  }).createMachine({
    id: 'authenticatorScreen',
    context: ({ spawn, input }) => ({
      setup: input.bound ? null : spawn('setup', { id: 'setup' }),
      form: spawn('form', { id: 'form', input: { terms: null } }),
      codes: null,
    }),
    initial: 'opening',
    states: {
      opening: { always: [{ guard: 'bound', target: 'bound' }, { target: 'binding' }] },
      binding: {
        invoke: [
          forward(({ form }: AuthenticatorScreenContext) => form, { succeeded: 'authenticator.bound' }),
        ],
        on: {
          'authenticator.bound': {
            target: 'showingCodes',
            actions: [
              assign({ codes: ({ event }) => event.output }),
              'profileChanged',
              emit({ type: 'authenticator.bound' as const }),
            ],
          },
        },
      },
      showingCodes: { on: { 'codes.kept': { target: 'bound', actions: assign({ codes: null }) } } },
      bound: { type: 'final' },
    },
  });
}

export type AuthenticatorScreenMachine = ReturnType<typeof createAuthenticatorScreenMachine>;
