import type { Holding } from '../../../../../domain/products/products';

/** A holding as the engine keeps it; its times are on its owner's product clock (products-clock.ts). */
export interface StoredHolding extends Holding {
  userId: string;
}

/**
 * The products' slice: every holding, what each product has sold, the simulated days each
 * user has moved their product clock forward, and the house side (principal taken, interest
 * and redemptions paid), by coin.
 */
export interface ProductsEngineState {
  productHoldings: StoredHolding[];
  productSold: Record<string, string>;
  productDays: Record<string, number>;
  productHouse: Record<string, string>;
}

export function emptyProductsState(): ProductsEngineState {
  return { productHoldings: [], productSold: {}, productDays: {}, productHouse: {} };
}
