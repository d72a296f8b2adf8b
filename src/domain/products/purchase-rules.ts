import { add, cmp, gt, normaliseTypedAmount, readAmount, sub } from '../precision';
import type { YieldProduct } from './products';
import { IdentityStatus } from '../user/identity';

/** Why a product cannot be bought at all, said instead of a dead button. */
export const PurchaseBlock = {
  notStarted: 'Not started',
  ended: 'Ended',
  soldOut: 'Sold out',
  /** SPEC section 6: the profile's canPurchase flag is off. */
  notAllowed: 'Purchases are not available for this account',
  /** SPEC section 6: identity verification is needed before other operations. */
  unverified: 'Verify your identity first',
} as const;
export type PurchaseBlock = (typeof PurchaseBlock)[keyof typeof PurchaseBlock];

/** Why this purchase cannot be sent: SPEC section 5's own texts where it has them. */
export const PurchaseProblem = {
  enterAmount: 'Enter the purchase amount',
  belowMinimum: 'The amount is below the minimum',
  aboveLimit: 'The amount is above what you may hold',
  aboveCapacity: 'The amount is above what is left',
  insufficient: 'Insufficient available balance',
  agreement: 'Please agree to the agreement first',
} as const;
export type PurchaseProblem = (typeof PurchaseProblem)[keyof typeof PurchaseProblem];

/** What the account and the moment allow. */
export interface PurchaseContext {
  now: number;
  /** SPEC section 6: canPurchase, default '1' when the profile holds none. */
  canPurchase: boolean;
  verified: boolean;
  /** The spot balance of the product's coin; null while unknown (the server checks it). */
  available: string | null;
  /** What this user already holds of the product. */
  held: string;
}

/** The first reason the product cannot be bought now, or null. Never throws. */
export function purchaseBlock(product: YieldProduct, context: PurchaseContext): PurchaseBlock | null {
  if (context.now < product.opensAt) return PurchaseBlock.notStarted;
  if (product.closesAt !== null && context.now >= product.closesAt) return PurchaseBlock.ended;
  if (!gt(product.capacity, product.sold)) return PurchaseBlock.soldOut;
  if (!context.canPurchase) return PurchaseBlock.notAllowed;
  if (!context.verified) return PurchaseBlock.unverified;
  return null;
}

export interface PurchaseDraft {
  amount: string;
  /** The purchase agreement, accepted (SPEC section 5: 'Please agree to the agreement first'). */
  agreed: boolean;
}

/** The amount as it will be sent, or null when it is not a positive amount. */
export const purchaseAmount = (typed: string): string | null =>
  readAmount(normaliseTypedAmount(typed), '0.00000001');

/** The first problem of a purchase, or null when it may be sent. Never throws. */
export function purchaseProblem(
  product: YieldProduct,
  draft: PurchaseDraft,
  context: PurchaseContext,
): PurchaseProblem | null {
  const amount = purchaseAmount(draft.amount);
  if (amount === null) return PurchaseProblem.enterAmount;
  if (cmp(amount, product.minAmount) < 0) return PurchaseProblem.belowMinimum;
  if (product.maxPerUser !== null && gt(add(context.held, amount), product.maxPerUser))
    return PurchaseProblem.aboveLimit;
  if (gt(amount, sub(product.capacity, product.sold))) return PurchaseProblem.aboveCapacity;
  if (context.available !== null && gt(amount, context.available)) return PurchaseProblem.insufficient;
  return draft.agreed ? null : PurchaseProblem.agreement;
}

/** What the account allows: the profile's canPurchase ('1' unless it says otherwise) and identity. */
export interface PurchaseRights {
  canPurchase: boolean;
  verified: boolean;
}

/** SPEC section 6: canPurchase defaults to '1' when the profile holds none; verified is authen 2. */
export function purchaseRights(profile: { canPurchase?: string; authen: number }): PurchaseRights {
  return {
    canPurchase: (profile.canPurchase || '1') === '1',
    verified: profile.authen === IdentityStatus.verified,
  };
}
