import { emit, setup, type ActorRefFrom } from 'xstate';
import { forward, forwardLogic } from '../shared/forward';
import type { FundPasswordFormMachine } from './fund-password-form';

export interface FundPasswordScreenContext {
  form: ActorRefFrom<FundPasswordFormMachine>;
}

export type FundPasswordScreenEvent = { type: 'fund.set' };
export type FundPasswordScreenEmitted = { type: 'fund.set' };

/**
 * The set-fund-password screen (its own page on the phone, a panel of the withdraw page on
 * the desktop): owns the form, and once the password is set tells the session, which reads
 * the profile again (isAssert opens the withdraw gate), and emits it for the toast.
 */
export function createFundPasswordScreenMachine(deps: { form: FundPasswordFormMachine }) {
  return setup({
    types: {} as {
      context: FundPasswordScreenContext;
      events: FundPasswordScreenEvent;
      emitted: FundPasswordScreenEmitted;
    },
    actors: { form: deps.form, forward: forwardLogic },
    actions: {
      profileChanged: () => {
        throw new Error('profileChanged not provided');
      },
    },
  }).createMachine({
    id: 'fundPasswordScreen',
    context: ({ spawn }) => ({ form: spawn('form', { id: 'form', input: { terms: null } }) }),
    invoke: [forward(({ form }: FundPasswordScreenContext) => form, { succeeded: 'fund.set' })],
    on: { 'fund.set': { actions: ['profileChanged', emit({ type: 'fund.set' as const })] } },
  });
}

export type FundPasswordScreenMachine = ReturnType<typeof createFundPasswordScreenMachine>;
