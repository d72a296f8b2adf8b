import type { WithdrawNetwork } from '../../../../../domain/wallet/networks';

export interface WithdrawSettings {
  /** How long a newly saved withdrawal address stays locked (the whitelist cool-down). */
  addressCooldownMs: number;
  /** Fee and minimum per withdrawal network (the same for USDT and USDC). */
  withdrawTerms: Readonly<Record<WithdrawNetwork, { fee: string; minAmount: string }>>;
  /** How long the simulated review of a withdrawal takes. */
  withdrawReviewMs: number;
}

export const WITHDRAW_SETTINGS: WithdrawSettings = {
  addressCooldownMs: 10 * 60 * 1_000,
  withdrawTerms: {
    TRC20: { fee: '1', minAmount: '10' },
    ERC20: { fee: '5', minAmount: '20' },
    BEP20: { fee: '0.5', minAmount: '5' },
  },
  withdrawReviewMs: 5 * 60 * 1_000,
};
