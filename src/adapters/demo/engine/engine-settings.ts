import type { DurationConfig } from '../../../domain/contract/contract';
import { SPOT_FEE_RATE } from '../../../domain/spot/spot-rules';
import type { CustomerLinks } from '../../../domain/user/user';
import { DEFAULT_EXCHANGE_SETTINGS, type ConvertSettings } from './parts/convert/convert-settings';
import type { DepositNetwork } from '../../../domain/deposit/deposit';
import type { WithdrawNetwork } from '../../../domain/withdraw/address-book';
import { IdentityStatus } from '../../../domain/withdraw/withdraw-gate';

/** The contract books: the real seconds-contract account and the virtual demo account. */
export type ContractBook = 'contract' | 'demo';

export interface EngineSettings extends ConvertSettings {
  /** How long a login stays valid. */
  tokenTtlMs: number;
  /** How long an email code stays valid. */
  emailCodeTtlMs: number;
  /** Least time between two codes for the same email and purpose ('Please try again later'). */
  emailCodeCooldownMs: number;
  /** Parameter contract_fee_rate: the share of the open amount charged at opening. */
  feeRate: string;
  /** Spot balances every new user starts with, so the demo is usable at once. */
  startingBalances: Readonly<Record<string, string>>;
  /** Demo top-up amounts; the first is what a demo account starts with. */
  demoAmounts: readonly string[];
  durations: Readonly<Record<ContractBook, readonly DurationConfig[]>>;
  customerLinks: CustomerLinks;
  customerServiceUrl: string;
  /** How long a newly saved withdrawal address stays locked (the whitelist cool-down). */
  addressCooldownMs: number;
  /** Spot fee: the share of each fill's quote value (SPEC silent; the domain's default). */
  spotFeeRate: string;
  // deposit and withdraw
  /** Time per simulated block: a deposit gains one confirmation each. */
  depositBlockMs: number;
  /** Least deposit credited per network; smaller ones end 'Rejected'. */
  depositMinimums: Readonly<Record<DepositNetwork, string>>;
  /** Fee and minimum per withdrawal network (the same for USDT and USDC). */
  withdrawTerms: Readonly<Record<WithdrawNetwork, { fee: string; minAmount: string }>>;
  /** How long the simulated review of a withdrawal takes. */
  withdrawReviewMs: number;
  /** The identity status (authen) new users start with: demo users start verified (2). */
  newUserAuthen: number;
}

export const DEFAULT_ENGINE_SETTINGS: EngineSettings = {
  tokenTtlMs: 7 * 24 * 60 * 60 * 1_000,
  emailCodeTtlMs: 10 * 60 * 1_000,
  emailCodeCooldownMs: 60 * 1_000,
  feeRate: '0.001',
  startingBalances: { USDT: '10000', USDC: '1000' },
  demoAmounts: ['10000', '50000', '100000'],
  durations: {
    contract: [
      { second: 30, incomeRate: '0.8', openAmountMin: '10' },
      { second: 60, incomeRate: '0.85', openAmountMin: '10' },
      { second: 180, incomeRate: '0.9', openAmountMin: '50' },
      { second: 300, incomeRate: '0.95', openAmountMin: '100' },
    ],
    // Practice money: lower minimums, same payouts, so the demo teaches the real thing.
    demo: [
      { second: 30, incomeRate: '0.8', openAmountMin: '1' },
      { second: 60, incomeRate: '0.85', openAmountMin: '1' },
      { second: 180, incomeRate: '0.9', openAmountMin: '5' },
      { second: 300, incomeRate: '0.95', openAmountMin: '10' },
    ],
  },
  customerLinks: {
    customerEmail: 'support@demo-exchange.example',
    customerWs: 'https://wa.me/10000000000',
    customerTelegram: 'https://t.me/demo_exchange_support',
  },
  customerServiceUrl: 'https://chat.demo-exchange.example/widget',
  addressCooldownMs: 10 * 60 * 1_000,
  spotFeeRate: SPOT_FEE_RATE,
  // exchange
  ...DEFAULT_EXCHANGE_SETTINGS,
  depositBlockMs: 1_000,
  depositMinimums: { TRC20: '1', ERC20: '10', BEP20: '1', TON: '1' },
  withdrawTerms: {
    TRC20: { fee: '1', minAmount: '10' },
    ERC20: { fee: '5', minAmount: '20' },
    BEP20: { fee: '0.5', minAmount: '5' },
  },
  withdrawReviewMs: 5 * 60 * 1_000,
  newUserAuthen: IdentityStatus.verified,
};

export function resolveSettings(overrides: Partial<EngineSettings> = {}): EngineSettings {
  return { ...DEFAULT_ENGINE_SETTINGS, ...overrides };
}
