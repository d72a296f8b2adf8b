import { refuse } from './engine-error';
import { PURCHASE_FLAGS, type PurchaseFlag, type UserRecord } from './user-records';

export const PURCHASE_FLAG_UNKNOWN = 'The purchase flag is not supported';

/**
 * Whether the exchange lets the user buy products (the profile's canPurchase, SPEC section 6),
 * decided from outside as its back office would: the reference server's test control, the e2e seeds.
 */
export function setPurchaseFlag(user: UserRecord, canPurchase: unknown): void {
  if (!PURCHASE_FLAGS.includes(canPurchase as PurchaseFlag)) refuse(PURCHASE_FLAG_UNKNOWN);
  user.canPurchase = canPurchase as PurchaseFlag;
}
