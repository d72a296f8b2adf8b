/**
 * AssetRecord.tradeType: what moved an available balance. The SPEC shows the filter but
 * not its values, so the engine fixes them here (reported for the domain to adopt).
 */
export const AssetRecordType = {
  open: 1,
  fee: 2,
  win: 3,
  refund: 4,
  transferIn: 5,
  transferOut: 6,
  addFunds: 7,
  /** Spot: funds frozen for an order, or given back on a cancel or a better price. */
  spotFreeze: 8,
  spotTrade: 9,
  spotFee: 10,
  // deposit and withdraw, then the flash exchange: numbered from 21 so that kinds of the
  // contract and spot accounts can take 11 to 20.
  deposit: 21,
  /** A withdrawal's amount leaving the available balance (frozen until reviewed). */
  withdraw: 22,
  /** A rejected or cancelled withdrawal's amount coming back. */
  withdrawReturned: 23,
  convertOut: 24,
  convertIn: 25,
  // The yield products (finance, pool, fund): numbered from 31.
  /** The principal leaving spot for a product. */
  productPurchase: 31,
  /** A day's (or days') interest paid into spot. */
  productInterest: 32,
  /** Money coming back: at maturity, or redeemed (early, less its fee and interest taken back). */
  productRedeem: 33,
  // New-coin subscription: each movement a kind of its own.
  /** USDT committed to a project leaving spot. */
  subscriptionPaid: 34,
  /** The new coins allocated at the project's end. */
  subscriptionAllocated: 35,
  /** What the allocation did not cost coming back (an oversubscribed project). */
  subscriptionRefund: 36,
} as const;
export type AssetRecordType = (typeof AssetRecordType)[keyof typeof AssetRecordType];

export const ASSET_RECORD_TYPES: readonly number[] = Object.values(AssetRecordType);
