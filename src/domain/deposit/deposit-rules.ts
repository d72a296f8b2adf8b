import { readAmount } from '../precision';
import { type DepositRecord, DepositStatus, REQUIRED_CONFIRMATIONS, type SimulatedDeposit } from './deposit';
import { carries } from '../wallet/networks';

/** The largest simulated deposit: keeps the demo's numbers readable. */
export const MAX_SIMULATED_DEPOSIT = '1000000';

export const DepositProblem = {
  network: 'This network does not carry the coin',
  amount: 'Enter the deposit amount',
  tooLarge: 'The amount is too large',
} as const;
export type DepositProblem = (typeof DepositProblem)[keyof typeof DepositProblem];

/** The first problem of a simulated deposit, or null. Never throws. */
export function simulatedDepositProblem(request: SimulatedDeposit): DepositProblem | null {
  if (!carries(request.coin, request.network)) return DepositProblem.network;
  const amount = readAmount(request.amount, '0.00000001');
  if (amount === null) return DepositProblem.amount;
  return readAmount(MAX_SIMULATED_DEPOSIT, amount) === null ? DepositProblem.tooLarge : null;
}

/** "n/12" progress of a deposit still arriving; null when the server sent no count. */
export function confirmationProgress(record: DepositRecord): { done: number; required: number } | null {
  if (record.status !== DepositStatus.pending || record.confirmations === null) return null;
  const required = record.required > 0 ? record.required : REQUIRED_CONFIRMATIONS;
  return { done: Math.min(Math.max(record.confirmations, 0), required), required };
}
