import type { Ticker } from './market';

/** Tickers kept from an earlier visit, shown at once while the first refresh runs. */
export interface CachedTickers {
  tickers: Ticker[];
  /** When they were fetched, ms since the Unix epoch. */
  savedAt: number;
}

/** Output port: the local ticker cache, one entry per quote coin (SPEC section 9). */
export interface TickerCache {
  load(quote: string): CachedTickers | null;
  save(quote: string, cached: CachedTickers): void;
}
