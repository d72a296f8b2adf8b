import type { Ticker } from '../market/market';

/**
 * Latest closes by quote coin, then base coin: BTC/USDC is `prices.USDC.BTC`. A position
 * is priced on its own pair, so an order paid in USDC reads the USDC pair, never USDT's.
 */
export type PairPrices = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const NO_PAIR_PRICES: PairPrices = {};

/** The closes of one quote coin's tickers by base coin; tickers of other quotes are left out. */
export function closesOf(tickers: readonly Ticker[], quote: string): Record<string, string> {
  const closes: Record<string, string> = {};
  for (const ticker of tickers) if (ticker.quote === quote) closes[ticker.base] = ticker.close;
  return closes;
}

/** The pair's latest close; null until the feed of its quote coin has quoted it. */
export function pairPrice(prices: PairPrices, base: string, quote: string): string | null {
  const closes = Object.hasOwn(prices, quote) ? prices[quote] : undefined;
  return closes && Object.hasOwn(closes, base) ? (closes[base] ?? null) : null;
}
