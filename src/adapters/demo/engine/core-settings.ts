import type { CustomerLinks } from '../../../domain/user/user';
import { IdentityStatus } from '../../../domain/user/identity';

/** The settings the core reads: sessions, codes, new users, support and the fee parameter. */
export interface CoreSettings {
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
  customerLinks: CustomerLinks;
  customerServiceUrl: string;
  /** The identity status (authen) new users start with: not authenticated (0) until reviewed. */
  newUserAuthen: number;
  /**
   * PBKDF2-HMAC-SHA-256 iterations of a new password or fund password record: OWASP's figure
   * (Password Storage Cheat Sheet, 2023). A record at another count is renewed at its next check.
   */
  passwordIterations: number;
}

export const CORE_SETTINGS: CoreSettings = {
  tokenTtlMs: 7 * 24 * 60 * 60 * 1_000,
  emailCodeTtlMs: 10 * 60 * 1_000,
  emailCodeCooldownMs: 60 * 1_000,
  feeRate: '0.001',
  startingBalances: { USDT: '10000', USDC: '1000' },
  customerLinks: {
    customerEmail: 'support@demo-exchange.example',
    customerWs: 'https://wa.me/10000000000',
    customerTelegram: 'https://t.me/demo_exchange_support',
  },
  customerServiceUrl: 'https://chat.demo-exchange.example/widget',
  newUserAuthen: IdentityStatus.none,
  passwordIterations: 600_000,
};
