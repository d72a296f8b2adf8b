/**
 * Why Up and Down are off before anything is typed: a position opens at the pair's price,
 * so none opens before the first price of the pair arrives, nor on an out-of-date one.
 */
export type PriceHold = 'noPrice' | 'stale';

export interface PriceState {
  /** The pair's latest price from the feed; undefined until one has arrived. */
  price: string | undefined;
  /** The feed has answered and is not stale (an empty cache is neither stale nor ready). */
  feedReady: boolean;
  /** Past three missed polls. */
  stale: boolean;
}

/** Stale first (its text says trading resumes), then a missing first price; null lets trading on. */
export function priceHold({ price, feedReady, stale }: PriceState): PriceHold | null {
  if (stale) return 'stale';
  return feedReady && price !== undefined ? null : 'noPrice';
}
