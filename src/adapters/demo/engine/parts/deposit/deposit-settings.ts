import type { DepositNetwork } from '../../../../../domain/deposit/deposit';

export interface DepositSettings {
  /** Time per simulated block: a deposit gains one confirmation each. */
  depositBlockMs: number;
  /** Least deposit credited per network; smaller ones end 'Rejected'. */
  depositMinimums: Readonly<Record<DepositNetwork, string>>;
}

export const DEPOSIT_SETTINGS: DepositSettings = {
  depositBlockMs: 1_000,
  depositMinimums: { TRC20: '1', ERC20: '10', BEP20: '1', TON: '1' },
};
