import type { PayCoin } from '../wallet/coins';

/**
 * The investment products (SPEC section 1: "Financial products paid a daily rate. Mining
 * products, pool products and fund products."). The SPEC shows no call, field or rule for them
 * beyond the status words of section 4; everything else here is our decision, told with it.
 *
 * Mining and pool are one product: the phone calls it mining (its screen "mining list and
 * purchases"), the desktop pool (`/pc/pool/list`, `record`), and the SPEC's only words for
 * either are mining's statuses. Building it once keeps one set of rules and one record list.
 */
export const ProductKind = { finance: 'finance', pool: 'pool', fund: 'fund' } as const;
export type ProductKind = (typeof ProductKind)[keyof typeof ProductKind];

export const PRODUCT_KINDS: readonly ProductKind[] = [
  ProductKind.finance,
  ProductKind.pool,
  ProductKind.fund,
];

/** What a product pays: simple daily interest paid out each day, or compounding value (funds). */
export const Payout = { daily: 'daily', compounding: 'compounding' } as const;
export type Payout = (typeof Payout)[keyof typeof Payout];

/** How money leaves before maturity. */
export interface EarlyRedemption {
  allowed: boolean;
  /** Share of the principal kept as a fee on an early exit, as a decimal ('0.01' is 1 %). */
  feeRate: string;
  /** Whether interest already paid is taken back from the principal on an early exit. */
  forfeitsInterest: boolean;
}

export interface YieldProduct {
  id: string;
  kind: ProductKind;
  name: string;
  coin: PayCoin;
  /** Interest per day on the principal, as a decimal ('0.0005' is 0.05 % a day). */
  dailyRate: string;
  payout: Payout;
  /** Days the principal is locked; 0 is open-ended (a fund holding runs until redeemed). */
  termDays: number;
  minAmount: string;
  /** The most one user may hold of it; null when only the capacity limits it. */
  maxPerUser: string | null;
  /** The most the product takes in all; sold is what it has taken. */
  capacity: string;
  sold: string;
  /** When it opens and closes for purchases (ms, server time); null: open-ended. */
  opensAt: number;
  closesAt: number | null;
  early: EarlyRedemption;
}

/**
 * SPEC section 4's status words: finance 'Hosting' / 'Completed'; mining (our pool)
 * 'Proceeding' / 'To Be Redeemed' / 'Redeemed'. A fund holding is held or redeemed.
 */
export const HoldingStatus = {
  hosting: 'Hosting',
  completed: 'Completed',
  proceeding: 'Proceeding',
  toBeRedeemed: 'To Be Redeemed',
  redeemed: 'Redeemed',
  held: 'Held',
} as const;
export type HoldingStatus = (typeof HoldingStatus)[keyof typeof HoldingStatus];

/** One purchase of a product, as its records list it. */
export interface Holding {
  id: string;
  productId: string;
  kind: ProductKind;
  name: string;
  coin: PayCoin;
  amount: string;
  dailyRate: string;
  payout: Payout;
  termDays: number;
  /** Interest paid into spot so far (daily products); the growth for a fund. */
  interestPaid: string;
  status: HoldingStatus;
  startedAt: number;
  /** When the term ends; null for a fund (open-ended). */
  maturesAt: number | null;
  /** When the money came back (matured and paid out, or redeemed early); null while held. */
  endedAt: number | null;
}

/** A day of interest, in ms: accrual counts whole days on the server's clock. */
export const DAY_MS = 86_400_000;
