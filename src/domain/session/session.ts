import type { Locale } from '../locale/locale';

/**
 * What survives a reload of a signed-in user (desktop keys User-Id, User-Token,
 * User-Login, User-Email, User-Purchase, User-Lang).
 */
export interface StoredSession {
  token: string;
  userId: string;
  email: string;
  /** SPEC section 6: purchase permission, '1' when the profile holds none. */
  canPurchase: string;
  langType: Locale;
}

export const DEFAULT_CAN_PURCHASE = '1';
