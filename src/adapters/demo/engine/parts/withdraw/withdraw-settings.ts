import type { WithdrawNetwork } from '../../../../../domain/wallet/networks';

export interface WithdrawSettings {
  /** How long a newly saved withdrawal address stays locked (the whitelist cool-down). */
  addressCooldownMs: number;
  /** Fee and minimum per withdrawal network (the same for USDT and USDC). */
  withdrawTerms: Readonly<Record<WithdrawNetwork, { fee: string; minAmount: string }>>;
  /** How long the simulated review of a withdrawal takes. */
  withdrawReviewMs: number;
  /** Wrong fund passwords within the lock's length that lock withdrawals (and void the code). */
  fundPasswordTries: number;
  /** How long wrong fund passwords lock withdrawals. */
  fundPasswordLockMs: number;
  /** How long withdrawals wait after the fund password is set anew over an old one. */
  fundPasswordHoldMs: number;
  /** How long withdrawals wait after whitelist-only is turned off. */
  whitelistOffHoldMs: number;
}

export const WITHDRAW_SETTINGS: WithdrawSettings = {
  addressCooldownMs: 10 * 60 * 1_000,
  withdrawTerms: {
    TRC20: { fee: '1', minAmount: '10' },
    ERC20: { fee: '5', minAmount: '20' },
    BEP20: { fee: '0.5', minAmount: '5' },
  },
  withdrawReviewMs: 5 * 60 * 1_000,
  fundPasswordTries: 5,
  fundPasswordLockMs: 30 * 60 * 1_000,
  fundPasswordHoldMs: 24 * 60 * 60 * 1_000,
  whitelistOffHoldMs: 24 * 60 * 60 * 1_000,
};
