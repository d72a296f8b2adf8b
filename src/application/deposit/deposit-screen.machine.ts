import { emit, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { DepositRecord } from '../../domain/deposit/deposit';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { DraftStore } from '../shared/draft-store';
import { keptDraft } from '../shared/draft-store';
import { forward, forwardLogic } from '../shared/forward';
import type { SpotAccount } from '../shared/spot-account.machine';
import type { DepositAddressMachine, DepositChoice } from './deposit-address.machine';
import type { DepositWatchMachine } from './deposit-watch.machine';
import type { SimulateDepositFormMachine } from './simulate-deposit-form';

export interface DepositScreenDeps {
  address: DepositAddressMachine;
  records: PagedListMachine<DepositRecord>;
  watch: DepositWatchMachine;
  /** Demo mode's simulated deposit (the page offers it only where the services can simulate). */
  simulate: SimulateDepositFormMachine;
  /** The app's spot account: what a credited deposit changes. */
  spotAccount: SpotAccount;
  drafts: DraftStore;
}

export interface DepositScreenContext {
  address: ActorRefFrom<DepositAddressMachine>;
  records: ActorRefFrom<PagedListMachine<DepositRecord>>;
  watch: ActorRefFrom<DepositWatchMachine>;
  simulate: ActorRefFrom<SimulateDepositFormMachine>;
  spotAccount: SpotAccount;
}

type Ended =
  { type: 'deposit.credited'; record: DepositRecord } | { type: 'deposit.rejected'; record: DepositRecord };

export type DepositScreenEvent =
  | Ended
  | { type: 'deposit.simulated' }
  | { type: 'arriving.changed' }
  | ({ type: 'choice.changed' } & DepositChoice);

export type DepositScreenEmitted = Ended | { type: 'deposit.simulated' };

type Context = DepositScreenContext;

/**
 * The deposit screen: owns the address shown, the records, the confirmation watch and (demo
 * mode) the simulated deposit, hears them with forward and is the glue between them. A deposit
 * that arrives or ends reloads the records; a credit reloads the app's spot account; a simulated
 * deposit makes the watch look at once; a new coin or network is where a simulation goes; every
 * ending is emitted for the screen to say.
 */
export function createDepositScreenMachine(deps: DepositScreenDeps) {
  return setup({
    types: {} as {
      context: Context;
      events: DepositScreenEvent;
      input: DepositChoice;
      emitted: DepositScreenEmitted;
    },
    actors: {
      address: deps.address,
      records: deps.records,
      watch: deps.watch,
      simulate: deps.simulate,
      forward: forwardLogic,
    },
    actions: {
      reloadRecords: sendTo(({ context }) => context.records, { type: 'reload' }),
      reloadSpot: sendTo(({ context }) => context.spotAccount, { type: 'reload' }),
      checkNow: sendTo(({ context }) => context.watch, { type: 'check' }),
    },
  }).createMachine({
    id: 'depositScreen',
    context: ({ input, spawn }) => ({
      address: spawn('address', { id: 'address', input }),
      records: spawn('records', { id: 'records' }),
      watch: spawn('watch', { id: 'watch' }),
      simulate: spawn('simulate', {
        id: 'simulate',
        input: { terms: input, ...keptDraft(deps.drafts, 'deposit.simulate') },
      }),
      spotAccount: deps.spotAccount,
    }),
    // The balance shown is asked anew on every visit.
    entry: 'reloadSpot',
    invoke: [
      forward(({ watch }: Context) => watch, ['deposit.credited', 'deposit.rejected', 'arriving.changed']),
      forward(({ address }: Context) => address, ['choice.changed']),
      forward(({ simulate }: Context) => simulate, { succeeded: 'deposit.simulated' }),
    ],
    on: {
      'arriving.changed': { actions: 'reloadRecords' },
      'choice.changed': {
        actions: sendTo(
          ({ context }) => context.simulate,
          ({ event }) => ({
            type: 'terms.update' as const,
            terms: { coin: event.coin, network: event.network },
          }),
        ),
      },
      'deposit.simulated': { actions: ['checkNow', emit({ type: 'deposit.simulated' as const })] },
      'deposit.credited': { actions: ['reloadRecords', 'reloadSpot', emit(({ event }) => event)] },
      'deposit.rejected': { actions: ['reloadRecords', emit(({ event }) => event)] },
    },
  });
}

export type DepositScreenMachine = ReturnType<typeof createDepositScreenMachine>;
