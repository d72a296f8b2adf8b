import { PAY_COINS, type PayCoin } from '../contract/contract';
import { readAmount } from '../precision';
import {
  DEPOSIT_NETWORKS,
  type DepositNetwork,
  type DepositRecord,
  DepositStatus,
  REQUIRED_CONFIRMATIONS,
  type SimulatedDeposit,
} from './deposit';

/** Which networks carry which coin: USDC is not issued on TON. */
export const DEPOSIT_NETWORKS_BY_COIN: Readonly<Record<PayCoin, readonly DepositNetwork[]>> = {
  USDT: DEPOSIT_NETWORKS,
  USDC: ['ERC20', 'BEP20', 'TRC20'],
};

/** Networks whose deposits go to one shared address and are told apart by a memo (tag). */
export const MEMO_NETWORKS: readonly DepositNetwork[] = ['TON'];

export function needsMemo(network: DepositNetwork): boolean {
  return MEMO_NETWORKS.includes(network);
}

export function isPayCoin(value: unknown): value is PayCoin {
  return (PAY_COINS as readonly unknown[]).includes(value);
}

export function isDepositNetwork(value: unknown): value is DepositNetwork {
  return (DEPOSIT_NETWORKS as readonly unknown[]).includes(value);
}

/** Whether the coin can be deposited on the network. Never throws. */
export function carries(coin: unknown, network: unknown): boolean {
  return isPayCoin(coin) && isDepositNetwork(network) && DEPOSIT_NETWORKS_BY_COIN[coin].includes(network);
}

/** The network a coin's screen opens on: its first. */
export function defaultNetworkOf(coin: PayCoin): DepositNetwork {
  return DEPOSIT_NETWORKS_BY_COIN[coin][0] ?? 'TRC20';
}

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
