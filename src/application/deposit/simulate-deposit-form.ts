import type { DepositRecord, SimulatedDeposit } from '../../domain/deposit/deposit';
import { DepositProblem, simulatedDepositProblem } from '../../domain/deposit/deposit-rules';
import { normaliseTypedAmount } from '../../domain/precision';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules } from '../shared/form.types';
import type { DepositChoice } from './deposit-address.machine';

export interface SimulateDepositShape {
  draft: { amount: string };
  /** The coin and network of the address shown: where the simulated coins go. */
  terms: DepositChoice;
  request: SimulatedDeposit;
  output: DepositRecord;
  problem: DepositProblem;
  field: 'amount' | 'network';
}

export type SimulateDepositFormMachine = FormMachine<SimulateDepositShape>;

const requestOf = (draft: { amount: string }, terms: DepositChoice): SimulatedDeposit => ({
  coin: terms.coin,
  network: terms.network,
  amount: normaliseTypedAmount(draft.amount),
});

export const simulateDepositRules: FormRules<SimulateDepositShape> = {
  empty: { amount: '100' },
  check: (draft, terms) => {
    const problem = simulatedDepositProblem(requestOf(draft, terms));
    if (problem === null) return [];
    return [{ problem, fields: [problem === DepositProblem.network ? 'network' : 'amount'] }];
  },
  request: requestOf,
  // Another of the same is one press away.
  afterSuccess: (draft) => draft,
  kept: (draft) => draft,
};

/** Demo mode's "simulate a deposit": an amount sent once to the address shown. */
export function createSimulateDepositForm(): SimulateDepositFormMachine {
  return createFormMachine<SimulateDepositShape>(simulateDepositRules);
}
