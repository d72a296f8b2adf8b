import type { Network } from '../../../../../domain/wallet/networks';

export interface DepositSettings {
  /** Time per simulated block: a deposit gains one confirmation each. */
  depositBlockMs: number;
  /** Least deposit credited per network; smaller ones end 'Rejected'. */
  depositMinimums: Readonly<Record<Network, string>>;
}

export const DEPOSIT_SETTINGS: DepositSettings = {
  depositBlockMs: 1_000,
  depositMinimums: { TRC20: '1', ERC20: '10', BEP20: '1', TON: '1' },
};
