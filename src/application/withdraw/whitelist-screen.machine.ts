import { emit, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { WithdrawGuard } from '../../domain/withdraw/withdraw-guard';
import { forward, forwardLogic } from '../shared/forward';
import type { QueryMachine } from '../shared/query.machine';
import type { WhitelistFormMachine } from './whitelist-form';

export interface WhitelistScreenContext {
  guard: ActorRefFrom<QueryMachine<WithdrawGuard>>;
  form: ActorRefFrom<WhitelistFormMachine>;
}

export type WhitelistScreenEvent = { type: 'whitelist.changed' };
export type WhitelistScreenEmitted = { type: 'whitelist.changed' };

/**
 * The security centre's whitelist-only row: reads the setting (the withdraw guard), owns the
 * switch's form, and once a change is made reads the setting again and emits it for the toast.
 */
export function createWhitelistScreenMachine(deps: {
  guard: QueryMachine<WithdrawGuard>;
  form: WhitelistFormMachine;
}) {
  return setup({
    types: {} as {
      context: WhitelistScreenContext;
      events: WhitelistScreenEvent;
      emitted: WhitelistScreenEmitted;
    },
    actors: { guard: deps.guard, form: deps.form, forward: forwardLogic },
  }).createMachine({
    id: 'whitelistScreen',
    context: ({ spawn }) => ({
      guard: spawn('guard', { id: 'guard' }),
      form: spawn('form', { id: 'form', input: { terms: null } }),
    }),
    invoke: [forward(({ form }: WhitelistScreenContext) => form, { succeeded: 'whitelist.changed' })],
    on: {
      'whitelist.changed': {
        actions: [
          sendTo(({ context }) => context.guard, { type: 'reload' }),
          emit({ type: 'whitelist.changed' as const }),
        ],
      },
    },
  });
}

export type WhitelistScreenMachine = ReturnType<typeof createWhitelistScreenMachine>;
