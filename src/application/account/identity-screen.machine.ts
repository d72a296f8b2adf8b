import { emit, setup, type ActorRefFrom } from 'xstate';
import { forward, forwardLogic } from '../shared/forward';
import type { IdentityFormMachine } from './identity-form';

export interface IdentityScreenContext {
  form: ActorRefFrom<IdentityFormMachine>;
}

export type IdentityScreenEvent = { type: 'identity.submitted' };
export type IdentityScreenEmitted = { type: 'identity.submitted' };

/**
 * The identity-verification screen: owns the form, and once the submission is taken tells
 * the session, which reads the profile again (authen: reviewing), and emits it for the toast.
 * The status shown is the profile's; the review's outcome arrives with the next profile read.
 */
export function createIdentityScreenMachine(deps: { form: IdentityFormMachine }) {
  return setup({
    types: {} as {
      context: IdentityScreenContext;
      events: IdentityScreenEvent;
      emitted: IdentityScreenEmitted;
    },
    actors: { form: deps.form, forward: forwardLogic },
    actions: {
      profileChanged: () => {
        throw new Error('profileChanged not provided');
      },
    },
  }).createMachine({
    id: 'identityScreen',
    context: ({ spawn }) => ({ form: spawn('form', { id: 'form', input: { terms: null } }) }),
    invoke: [forward(({ form }: IdentityScreenContext) => form, { succeeded: 'identity.submitted' })],
    on: {
      'identity.submitted': { actions: ['profileChanged', emit({ type: 'identity.submitted' as const })] },
    },
  });
}

export type IdentityScreenMachine = ReturnType<typeof createIdentityScreenMachine>;
