import { PAIR_PRECISION } from '../precision';
import type { Pair } from './market';

/** The quote coins the app lists (SPEC section 3's precision table), longest first. */
const QUOTES = Object.keys(PAIR_PRECISION).sort((a, b) => b.length - a.length);
const SYMBOL = /^[a-z0-9]{2,20}$/;

/** 'btcusdt' -> { base: 'BTC', quote: 'USDT' }; null for anything that is not base + a known quote. */
export function pairOfSymbol(symbol: string): Pair | null {
  const lower = symbol.trim().toLowerCase();
  if (!SYMBOL.test(lower)) return null;
  for (const quote of QUOTES) {
    const suffix = quote.toLowerCase();
    if (lower.endsWith(suffix) && lower.length > suffix.length) {
      return { base: lower.slice(0, -suffix.length).toUpperCase(), quote };
    }
  }
  return null;
}
