import type { CachedTickers } from './market';

/** Output port: the local ticker cache, one entry per quote coin (SPEC section 9). */
export interface TickerCache {
  load(quote: string): CachedTickers | null;
  save(quote: string, cached: CachedTickers): void;
}
