import type { SpotOrder, SpotTrade } from '../../../../../domain/spot/spot';

/** A spot order as the engine keeps it: the owner, what is still frozen, and how far fills were checked. */
export interface StoredSpotOrder extends SpotOrder {
  userId: string;
  /** Still frozen for this order: quote for a buy, base for a sell. */
  reserved: string;
  /** The last market time its crossing was checked at (a multiple of the path's knot). */
  checkedAt: number;
}

export interface StoredSpotTrade extends SpotTrade {
  userId: string;
}

/** The house side of spot: fees taken, and the coins it paid and received as counterparty. */
export interface SpotHouseLedger {
  fees: Record<string, string>;
  flow: Record<string, string>;
}

/** Spot state: the spot part's slice (older stored states read it as empty). */
export interface SpotEngineState {
  spotOrders: StoredSpotOrder[];
  spotTrades: StoredSpotTrade[];
  spotHouse: SpotHouseLedger;
}
