import { assign, createActor, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { once } from './once';
import type { BalanceRow } from '../../domain/wallet/balances';
import type { SpotAccountGateway } from '../../domain/wallet/spot-account.port';
import { failureOf, type Failure } from './failure-message';

export interface SpotAccountContext {
  /** The last balances answered; kept on screen while a reload runs or fails. */
  rows: BalanceRow[] | null;
  error: Failure | null;
}

export type SpotAccountEvent =
  /** A screen that shows the balances opened: load them unless they are here or on their way. */
  | { type: 'load' }
  /** Money moved (a transfer, a withdrawal, a fill): ask again, whatever is known. */
  | { type: 'reload' }
  /** The session ended: nothing of the user's money stays. */
  | { type: 'clear' };

/**
 * The spot account's balances, one actor for the whole app: the wallet, deposits, withdrawals,
 * convert and spot trading read it, and whichever moves money reloads it, so every screen
 * shows the same figures. Nothing is fetched until a screen asks (a visitor never loads it).
 */
export const spotAccountMachine = once(() =>
  setup({
    types: {} as { context: SpotAccountContext; events: SpotAccountEvent },
    actors: {
      fetch: fromPromise<BalanceRow[]>(() => {
        throw new Error('fetch not provided');
      }),
    },
  }).createMachine({
    id: 'spotAccount',
    context: { rows: null, error: null },
    initial: 'idle',
    on: {
      reload: { target: '.loading', reenter: true },
      clear: { target: '.idle', actions: assign({ rows: null, error: null }) },
    },
    states: {
      idle: { on: { load: 'loading' } },
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'fetch',
          onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error) }) },
        },
      },
      ready: {},
      // A screen opened after a failure asks again.
      failed: { on: { load: 'loading' } },
    },
  }),
);

export type SpotAccountMachine = ReturnType<typeof spotAccountMachine>;
export type SpotAccount = ActorRefFrom<SpotAccountMachine>;

/** The app's one spot-account actor over the spot-account port, started and idle until asked. */
export function startSpotAccount({ gateway }: { gateway: SpotAccountGateway }): SpotAccount {
  return createActor(
    spotAccountMachine().provide({ actors: { fetch: fromPromise(() => gateway.balances()) } }),
  ).start();
}
