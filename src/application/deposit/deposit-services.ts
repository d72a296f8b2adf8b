import type { ContractAssetBalance } from '../../domain/contract/contract';
import type { DepositRecord, SimulatedDeposit } from '../../domain/deposit/deposit';
import type { DepositGateway, DepositSimulator } from '../../domain/deposit/deposit.port';
import { type DepositProblem, simulatedDepositProblem } from '../../domain/deposit/deposit-rules';
import { FIRST_PAGE, pageQuery } from '../../domain/paging';
import type { SpotAssetsGateway } from '../../domain/wallet/wallet.port';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { createQueryMachine, provideQuery } from '../shared/query.machine';
import { createSubmissionMachine, provideSubmission } from '../shared/submission.machine';
import { fromPromise } from 'xstate';
import { depositAddressMachine } from './deposit-address.machine';
import { createDepositScreenMachine, type DepositScreenMachine } from './deposit-screen.machine';
import { depositWatchMachine } from './deposit-watch.machine';

/** Input ports of the deposit screens. */
export interface DepositServices {
  /** Start with input {coin, network}: the address, records, watch, balances and simulation. */
  screen: DepositScreenMachine;
  /** Demo mode: the screen offers "simulate a deposit". */
  canSimulate: boolean;
}

export interface DepositServicesDeps {
  deposits: DepositGateway;
  /** Null in http mode. */
  simulator: DepositSimulator | null;
  spotAssets: SpotAssetsGateway;
}

export function createDepositServices({
  deposits,
  simulator,
  spotAssets,
}: DepositServicesDeps): DepositServices {
  const recent = async () => (await deposits.records(pageQuery(FIRST_PAGE))).list;
  const screen = createDepositScreenMachine({
    address: depositAddressMachine.provide({
      actors: { fetchAddress: fromPromise(({ input }) => deposits.address(input.coin, input.network)) },
    }),
    records: createPagedListMachine<DepositRecord>().provide({
      actors: { fetchPage: fromPromise(({ input }) => deposits.records(pageQuery(input.pageNo))) },
    }),
    watch: depositWatchMachine.provide({ actors: { fetchRecent: fromPromise(recent) } }),
    balances: provideQuery(createQueryMachine<ContractAssetBalance[]>(), () => spotAssets.assets()),
    simulate: simulator
      ? provideSubmission(
          createSubmissionMachine<SimulatedDeposit, DepositProblem>(simulatedDepositProblem),
          (request) => simulator.simulate(request),
        )
      : null,
  });
  return { screen, canSimulate: simulator !== null };
}
