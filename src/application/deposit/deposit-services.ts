import { fromPromise } from 'xstate';
import type { DepositRecord } from '../../domain/deposit/deposit';
import type { DepositGateway, DepositSimulator } from '../../domain/deposit/deposit.port';
import { FIRST_PAGE, pageQuery } from '../../domain/paging';
import { createPagedListMachine } from '../paging/paged-list.machine';
import type { DraftStore } from '../shared/draft-store';
import { provideForm } from '../shared/form.provide';
import type { SpotAccount } from '../shared/spot-account.machine';
import { depositAddressMachine } from './deposit-address.machine';
import { createDepositScreenMachine, type DepositScreenMachine } from './deposit-screen.machine';
import { depositWatchMachine } from './deposit-watch.machine';
import { createSimulateDepositForm } from './simulate-deposit-form';

/** Input ports of the deposit screens. */
export interface DepositServices {
  /** Start with input {coin, network}: the address, records, watch and simulation. */
  screen: DepositScreenMachine;
  /** Demo mode: the screen offers "simulate a deposit". */
  canSimulate: boolean;
}

export interface DepositServicesDeps {
  deposits: DepositGateway;
  /** Null in http mode. */
  simulator: DepositSimulator | null;
  spotAccount: SpotAccount;
  drafts: DraftStore;
}

export function createDepositServices({
  deposits,
  simulator,
  spotAccount,
  drafts,
}: DepositServicesDeps): DepositServices {
  const recent = async () => (await deposits.records(pageQuery(FIRST_PAGE))).list;
  const screen = createDepositScreenMachine({
    address: depositAddressMachine().provide({
      actors: { fetchAddress: fromPromise(({ input }) => deposits.address(input.coin, input.network)) },
    }),
    records: createPagedListMachine<DepositRecord>().provide({
      actors: { fetchPage: fromPromise(({ input }) => deposits.records(pageQuery(input.pageNo))) },
    }),
    watch: depositWatchMachine().provide({ actors: { fetchRecent: fromPromise(recent) } }),
    // Without a simulator the page never shows the form, so nothing can reach this send.
    simulate: provideForm(createSimulateDepositForm(), {
      send: (request, once) =>
        simulator ? simulator.simulate(request, once) : Promise.reject(new Error('no simulated chain here')),
    }),
    spotAccount,
    drafts,
  });
  return { screen, canSimulate: simulator !== null };
}
