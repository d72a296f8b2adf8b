import { emit, setup, type ActorRefFrom } from 'xstate';
import { forward, forwardLogic } from '../shared/forward';
import type { AntiPhishingFormMachine } from './anti-phishing-form';

export interface AntiPhishingScreenContext {
  form: ActorRefFrom<AntiPhishingFormMachine>;
}

export type AntiPhishingScreenEvent = { type: 'phrase.set' };
export type AntiPhishingScreenEmitted = { type: 'phrase.set' };

/**
 * The anti-phishing phrase form of the security centre: once the phrase is set the session
 * reads the profile again (antiPhishing, which every email-code prompt then shows), and the
 * screen emits it for the toast.
 */
export function createAntiPhishingScreenMachine(deps: { form: AntiPhishingFormMachine }) {
  return setup({
    types: {} as {
      context: AntiPhishingScreenContext;
      events: AntiPhishingScreenEvent;
      emitted: AntiPhishingScreenEmitted;
    },
    actors: { form: deps.form, forward: forwardLogic },
    actions: {
      profileChanged: () => {
        throw new Error('profileChanged not provided');
      },
    },
  }).createMachine({
    id: 'antiPhishingScreen',
    context: ({ spawn }) => ({ form: spawn('form', { id: 'form', input: { terms: null } }) }),
    invoke: [forward(({ form }: AntiPhishingScreenContext) => form, { succeeded: 'phrase.set' })],
    on: { 'phrase.set': { actions: ['profileChanged', emit({ type: 'phrase.set' as const })] } },
  });
}

export type AntiPhishingScreenMachine = ReturnType<typeof createAntiPhishingScreenMachine>;
