import type { PayCoin } from './coins';

/**
 * The blockchain networks coins arrive and leave on, and what each carries. The SPEC names
 * none; these are the ones every retail exchange offers for USDT and USDC (decision recorded
 * with the deposit and withdraw work). One vocabulary for deposits and the address book.
 */
export const NETWORKS = ['TRC20', 'ERC20', 'BEP20', 'TON'] as const;
export type Network = (typeof NETWORKS)[number];

/** The networks the exchange pays withdrawals out on (TON deposits only, for now). */
export const WITHDRAW_NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const satisfies readonly Network[];
export type WithdrawNetwork = (typeof WITHDRAW_NETWORKS)[number];

/** Which networks carry which coin, the coin's default first: USDC is not issued on TON. */
export const NETWORKS_BY_COIN: Readonly<Record<PayCoin, readonly Network[]>> = {
  USDT: NETWORKS,
  USDC: ['ERC20', 'BEP20', 'TRC20'],
};

/** Networks whose deposits go to one shared address and are told apart by a memo (tag). */
export const MEMO_NETWORKS: readonly Network[] = ['TON'];

export function isNetwork(value: unknown): value is Network {
  return (NETWORKS as readonly unknown[]).includes(value);
}

export function isWithdrawNetwork(value: unknown): value is WithdrawNetwork {
  return (WITHDRAW_NETWORKS as readonly unknown[]).includes(value);
}

export function needsMemo(network: Network): boolean {
  return MEMO_NETWORKS.includes(network);
}

/** Whether the coin moves on the network. Never throws. */
export function carries(coin: unknown, network: unknown): boolean {
  return (
    (coin === 'USDT' || coin === 'USDC') && isNetwork(network) && NETWORKS_BY_COIN[coin].includes(network)
  );
}

/** The network a coin's screen opens on: its first. */
export function defaultNetworkOf(coin: PayCoin): Network {
  return NETWORKS_BY_COIN[coin][0] ?? 'TRC20';
}
