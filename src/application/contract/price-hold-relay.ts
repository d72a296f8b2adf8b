import { pairPrice, type PairPrices } from '../../domain/contract/pair-prices';
import { priceHold, type PriceHold } from '../../domain/contract/price-hold';
import type { QuoteFeedState } from './contract-screen.types';

interface PricedPair {
  baseCoin: string;
  quoteCoin: string;
  prices: PairPrices;
  feedStates: Readonly<Record<string, QuoteFeedState>>;
}

/**
 * Why the order may not open now, read from the feed of the pair's own quote coin: an order
 * paid in USDC waits for BTC/USDC, whatever BTC/USDT does. A pay coin whose feed has not
 * spoken yet has no price.
 */
export function holdOf({ baseCoin, quoteCoin, prices, feedStates }: PricedPair): PriceHold | null {
  const state = feedStates[quoteCoin];
  return priceHold({
    price: pairPrice(prices, baseCoin, quoteCoin) ?? undefined,
    feedReady: state?.ready ?? false,
    stale: state?.stale ?? false,
  });
}
