import type { Holding } from '../../../../../domain/products/products';
import type { Subscription } from '../../../../../domain/products/subscription';

/** A holding as the engine keeps it; its times are on its owner's product clock (products-clock.ts). */
export interface StoredHolding extends Holding {
  userId: string;
}

/** A commitment to a new-coin project as the engine keeps it. */
export interface StoredSubscription extends Subscription {
  userId: string;
}

/**
 * The products' slice: every holding, what each product has sold, the simulated days each
 * user has moved their product clock forward, and the house side (principal taken, interest
 * and redemptions paid), by coin. New-coin subscription: every commitment, what users
 * committed to each project, when each was allocated (its end, on the projects' timeline), the
 * subscription house (USDT taken in less refunds; the new coins handed out, negative) and the
 * day the projects' windows count from (set the first time they are looked at).
 */
export interface ProductsEngineState {
  productHoldings: StoredHolding[];
  productSold: Record<string, string>;
  productDays: Record<string, number>;
  productHouse: Record<string, string>;
  subscriptions: StoredSubscription[];
  projectCommitted: Record<string, string>;
  projectAllocatedAt: Record<string, number>;
  subscriptionHouse: Record<string, string>;
  projectsEpoch: number | null;
}

export function emptyProductsState(): ProductsEngineState {
  return {
    productHoldings: [],
    productSold: {},
    productDays: {},
    productHouse: {},
    subscriptions: [],
    projectCommitted: {},
    projectAllocatedAt: {},
    subscriptionHouse: {},
    projectsEpoch: null,
  };
}
