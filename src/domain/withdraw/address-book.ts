import type { PayCoin } from '../contract/contract';

/**
 * The withdrawal networks the exchange pays out on. The SPEC names none; these are the
 * three every retail exchange offers for USDT and USDC (decision recorded in the report).
 */
export const WITHDRAW_NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const;
export type WithdrawNetwork = (typeof WITHDRAW_NETWORKS)[number];

/** What the user types to save an address. */
export interface AddressDraft {
  label: string;
  coin: PayCoin;
  network: WithdrawNetwork;
  address: string;
}

/** A saved withdrawal address; usable for withdrawal from `usableAt` on (the whitelist lock). */
export interface SavedAddress extends AddressDraft {
  id: string;
  createdAt: number;
  usableAt: number;
}

/** Longest label accepted; the lists show it on one line. */
export const MAX_LABEL_LENGTH = 20;

export function isWithdrawNetwork(value: unknown): value is WithdrawNetwork {
  return (WITHDRAW_NETWORKS as readonly unknown[]).includes(value);
}
