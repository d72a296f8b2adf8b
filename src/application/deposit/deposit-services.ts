import type { BalanceRow } from '../../domain/wallet/balances';
import type { DepositRecord, SimulatedDeposit } from '../../domain/deposit/deposit';
import type { DepositGateway, DepositSimulator } from '../../domain/deposit/deposit.port';
import { type DepositProblem, simulatedDepositProblem } from '../../domain/deposit/deposit-rules';
import { FIRST_PAGE, pageQuery } from '../../domain/paging';
import type { SpotAccountGateway } from '../../domain/wallet/spot-account.port';
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
  spotAccount: SpotAccountGateway;
}

export function createDepositServices({
  deposits,
  simulator,
  spotAccount,
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
    balances: provideQuery(createQueryMachine<BalanceRow[]>(), () => spotAccount.balances()),
    simulate: simulator
      ? provideSubmission(
          createSubmissionMachine<SimulatedDeposit, DepositProblem>(simulatedDepositProblem),
          (request) => simulator.simulate(request),
        )
      : null,
  });
  return { screen, canSimulate: simulator !== null };
}
