import type { UsdtPrices } from '../../../domain/contract/asset-totals';

export interface ContractFeed {
  /** Latest price of the chosen pair; null until the feed has one. */
  price: string | null;
  /** True while the feed's data is too old to open a position on (DESIGN.md section 5). */
  stale: boolean;
  /** Latest USDT closes by coin, for the asset totals. */
  prices: UsdtPrices;
}

const NO_FEED: ContractFeed = { price: null, stale: false, prices: {} };

/**
 * The one place the contract screens read the market feed: the live price of the pair,
 * the feed's stale flag and the coin prices. The market feed is not wired yet, so there
 * is no price and nothing to call stale; the server still refuses what it cannot price.
 */
export function useContractFeed(baseCoin: string): ContractFeed {
  void baseCoin;
  return NO_FEED;
}
