import { emit, fromCallback, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { BalanceRow } from '../../domain/wallet/balances';
import type { DepositRecord, SimulatedDeposit } from '../../domain/deposit/deposit';
import type { DepositProblem } from '../../domain/deposit/deposit-rules';
import { watchSelected } from '../shared/watch-selected';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { QueryMachine } from '../shared/query.machine';
import { createSubmissionMachine, type SubmissionMachine } from '../shared/submission.machine';
import type { DepositAddressMachine, DepositChoice } from './deposit-address.machine';
import type { DepositWatchMachine } from './deposit-watch.machine';

export type SimulateDepositMachine = SubmissionMachine<SimulatedDeposit, DepositProblem>;

export interface DepositScreenDeps {
  address: DepositAddressMachine;
  records: PagedListMachine<DepositRecord>;
  watch: DepositWatchMachine;
  /** The spot balances, to show what a credit changed. */
  balances: QueryMachine<BalanceRow[]>;
  /** Demo mode only. */
  simulate: SimulateDepositMachine | null;
}

export interface DepositScreenContext {
  address: ActorRefFrom<DepositAddressMachine>;
  records: ActorRefFrom<PagedListMachine<DepositRecord>>;
  watch: ActorRefFrom<DepositWatchMachine>;
  balances: ActorRefFrom<QueryMachine<BalanceRow[]>>;
  simulate: ActorRefFrom<SimulateDepositMachine> | null;
}

type Ended = { type: 'deposit.credited' | 'deposit.rejected'; record: DepositRecord };

export type DepositScreenEvent = Ended | { type: 'deposit.simulated' } | { type: 'arriving.changed' };

export type DepositScreenEmitted = Ended | { type: 'deposit.simulated' };

type Children = Pick<DepositScreenContext, 'watch' | 'simulate'>;

/** How the screen hears its children: the watch's endings and arrivals, the simulation's success. */
const listenToChildren = fromCallback<DepositScreenEvent, Children>(({ input, sendBack }) => {
  const credited = input.watch.on('deposit.credited', (event) => sendBack(event));
  const rejected = input.watch.on('deposit.rejected', (event) => sendBack(event));
  const arrivingIds = (snapshot: ReturnType<typeof input.watch.getSnapshot>) =>
    snapshot.context.arriving.map((record) => record.id).join(',');
  let first = true;
  const stopArriving = watchSelected(input.watch, arrivingIds, () => {
    if (!first) sendBack({ type: 'arriving.changed' });
    first = false;
  });
  const simulated = input.simulate?.on('succeeded', () => sendBack({ type: 'deposit.simulated' }));
  return () => {
    credited.unsubscribe();
    rejected.unsubscribe();
    stopArriving();
    simulated?.unsubscribe();
  };
});

/**
 * The deposit screen: owns the address shown, the records, the confirmation watch, the spot
 * balances and (demo mode) the simulated deposit, and is the glue between them. A deposit
 * that arrives or ends reloads the records; a credit reloads the balances; every ending is
 * emitted for the screen to say.
 */
export function createDepositScreenMachine(deps: DepositScreenDeps) {
  return setup({
    types: {} as {
      context: DepositScreenContext;
      events: DepositScreenEvent;
      input: DepositChoice;
      emitted: DepositScreenEmitted;
    },
    actors: {
      address: deps.address,
      records: deps.records,
      watch: deps.watch,
      balances: deps.balances,
      // Never spawned without a simulator; the placeholder only gives the key its type.
      simulate: deps.simulate ?? createSubmissionMachine<SimulatedDeposit, DepositProblem>(() => null),
      listenToChildren,
    },
    actions: {
      reloadRecords: sendTo(({ context }) => context.records, { type: 'reload' }),
      reloadBalances: sendTo(({ context }) => context.balances, { type: 'reload' }),
      checkNow: sendTo(({ context }) => context.watch, { type: 'check' }),
    },
  }).createMachine({
    id: 'depositScreen',
    context: ({ input, spawn }) => ({
      address: spawn('address', { id: 'address', input }),
      records: spawn('records', { id: 'records' }),
      watch: spawn('watch', { id: 'watch' }),
      balances: spawn('balances', { id: 'balances' }),
      simulate: deps.simulate ? spawn('simulate', { id: 'simulate' }) : null,
    }),
    invoke: {
      src: 'listenToChildren',
      input: ({ context }) => ({ watch: context.watch, simulate: context.simulate }),
    },
    on: {
      'arriving.changed': { actions: 'reloadRecords' },
      'deposit.simulated': { actions: ['checkNow', emit({ type: 'deposit.simulated' })] },
      'deposit.credited': {
        actions: ['reloadRecords', 'reloadBalances', emit(({ event }) => event)],
      },
      'deposit.rejected': { actions: ['reloadRecords', emit(({ event }) => event)] },
    },
  });
}

export type DepositScreenMachine = ReturnType<typeof createDepositScreenMachine>;
