import { assign, emit, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';
import type { PayCoin } from '../../domain/wallet/coins';
import type { DepositAddress } from '../../domain/deposit/deposit';
import { carries, defaultNetworkOf } from '../../domain/wallet/networks';
import { failureOf, type Failure } from '../shared/failure-message';
import type { Network } from '../../domain/wallet/networks';

export interface DepositChoice {
  coin: PayCoin;
  network: Network;
}

export interface DepositAddressContext extends DepositChoice {
  address: DepositAddress | null;
  error: Failure | null;
}

export type DepositAddressEvent =
  { type: 'coin.choose'; coin: PayCoin } | { type: 'network.choose'; network: Network } | { type: 'retry' };

/** Told after each choice, so the screen hands the simulated deposit the coin and network shown. */
export type DepositAddressEmitted = { type: 'choice.changed' } & DepositChoice;

/**
 * The address shown for the chosen coin and network: loading -> ready | failed. A new
 * choice starts over and drops the answer in flight, so an address never shows under the
 * wrong network. A coin keeps the network if it carries it, else takes its first.
 */
export const depositAddressMachine = once(() =>
  setup({
    types: {} as {
      context: DepositAddressContext;
      events: DepositAddressEvent;
      input: DepositChoice;
      emitted: DepositAddressEmitted;
    },
    actions: {
      tellChoice: emit(({ context }) => ({
        type: 'choice.changed' as const,
        coin: context.coin,
        network: context.network,
      })),
    },
    actors: {
      fetchAddress: fromPromise<DepositAddress, DepositChoice>(() => {
        throw new Error('fetchAddress not provided');
      }),
    },
  }).createMachine({
    id: 'depositAddress',
    context: ({ input }) => ({ ...input, address: null, error: null }),
    initial: 'loading',
    on: {
      'coin.choose': {
        target: '.loading',
        reenter: true,
        actions: [
          assign(({ context, event }) => ({
            coin: event.coin,
            network: carries(event.coin, context.network) ? context.network : defaultNetworkOf(event.coin),
          })),
          'tellChoice',
        ],
      },
      'network.choose': {
        guard: ({ context, event }) => carries(context.coin, event.network),
        target: '.loading',
        reenter: true,
        actions: [assign({ network: ({ event }) => event.network }), 'tellChoice'],
      },
    },
    states: {
      loading: {
        entry: assign({ address: null, error: null }),
        invoke: {
          src: 'fetchAddress',
          input: ({ context }) => ({ coin: context.coin, network: context.network }),
          onDone: { target: 'ready', actions: assign({ address: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error) }) },
        },
      },
      ready: {},
      failed: { on: { retry: 'loading' } },
    },
  }),
);

export type DepositAddressMachine = ReturnType<typeof depositAddressMachine>;
