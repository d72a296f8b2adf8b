import { assign, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';
import { ContractAccount, type DurationConfig } from '../../domain/contract/contract';
import { failureOf, type Failure } from '../shared/failure-message';

export interface AccountConfig {
  durations: DurationConfig[];
  /** contract_fee_rate as a decimal string. */
  feeRate: string;
}

export interface AccountContext {
  account: ContractAccount;
  config: AccountConfig | null;
  /** Why the last load failed, shown with a retry. */
  error: Failure | null;
}

export type AccountEvent =
  | { type: 'account.switch'; account: ContractAccount }
  | { type: 'switch.confirm' }
  | { type: 'switch.cancel' }
  | { type: 'retry' };

export interface AccountInput {
  /** The account the user chose last time; the real one when none was kept. */
  account?: ContractAccount;
}

/**
 * SPEC section 4, "Account switch": the seconds-contract account (1) and the demo account
 * (2) each have their own duration and fee config. Switching reloads both from the chosen
 * account's source. Leaving `loading` stops the load in flight, so an answer for the
 * account no longer selected can never land. Moving from demo to real money asks first.
 * Every switch that takes effect is remembered (supplied by the use cases), so the screen
 * opens on the same account after the user leaves it or reloads.
 */
export const accountMachine = once(() =>
  setup({
    types: {} as { context: AccountContext; events: AccountEvent; input: AccountInput },
    actors: {
      loadConfig: fromPromise<AccountConfig, { account: ContractAccount }>(() => {
        throw new Error('loadConfig not provided');
      }),
    },
    actions: {
      choose: assign({
        account: ({ event, context }) => (event.type === 'account.switch' ? event.account : context.account),
      }),
      remember: (_, _account: ContractAccount) => {
        throw new Error('remember not provided');
      },
    },
    guards: {
      toReal: ({ context, event }) =>
        event.type === 'account.switch' &&
        event.account === ContractAccount.real &&
        context.account === ContractAccount.demo,
      sameAccount: ({ context, event }) =>
        event.type === 'account.switch' && event.account === context.account,
    },
  }).createMachine({
    id: 'contractAccount',
    context: ({ input }) => ({
      account: input.account ?? ContractAccount.real,
      config: null,
      error: null,
    }),
    initial: 'loading',
    on: {
      'account.switch': [
        { guard: 'sameAccount' },
        { guard: 'toReal', target: '.confirmingReal' },
        // Entering `loading` anew (also from `loading`) stops the load in flight for the account left behind.
        {
          target: '.loading',
          reenter: true,
          actions: ['choose', { type: 'remember', params: ({ event }) => event.account }],
        },
      ],
    },
    states: {
      loading: {
        entry: assign({ config: null, error: null }),
        invoke: {
          src: 'loadConfig',
          input: ({ context }) => ({ account: context.account }),
          onDone: { target: 'ready', actions: assign({ config: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => failureOf(event.error) }),
          },
        },
      },
      ready: {},
      failed: { on: { retry: 'loading' } },
      confirmingReal: {
        on: {
          'switch.confirm': {
            target: 'loading',
            actions: [
              assign({ account: ContractAccount.real }),
              { type: 'remember', params: ContractAccount.real },
            ],
          },
          'switch.cancel': 'ready',
        },
      },
    },
  }),
);

export type AccountMachine = ReturnType<typeof accountMachine>;
