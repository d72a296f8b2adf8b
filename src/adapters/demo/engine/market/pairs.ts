import { PAIR_PRECISION } from '../../../../domain/precision';
import { symbolOf } from '../../../../domain/market/market';
import { coinProfile } from './coins';

/** A pair the simulated market quotes. */
export interface MarketPair {
  base: string;
  quote: string;
  /** Price decimals. */
  places: number;
  symbol: string;
}

/**
 * Every pair of SPEC section 3's precision table, plus USDC/USDT and the USDC-quoted
 * twins of the USDT pairs: USDC is a pay coin of the seconds contract, so an order paid
 * in USDC needs a BTC/USDC price. Those twins share the USDT pair's decimals.
 */
function buildPairs(): MarketPair[] {
  const pairs: MarketPair[] = [];
  const push = (base: string, quote: string, places: number): void => {
    if (coinProfile(base)) pairs.push({ base, quote, places, symbol: symbolOf({ base, quote }) });
  };
  for (const [quote, bases] of Object.entries(PAIR_PRECISION)) {
    for (const [base, places] of Object.entries(bases)) push(base, quote, places);
  }
  push('USDC', 'USDT', 4);
  for (const [base, places] of Object.entries(PAIR_PRECISION.USDT ?? {})) push(base, 'USDC', places);
  return pairs;
}

export const MARKET_PAIRS: readonly MarketPair[] = buildPairs();

const BY_KEY = new Map(MARKET_PAIRS.map((pair) => [`${pair.base}/${pair.quote}`, pair]));

/** The quoted pair, case-insensitive; undefined when the market does not quote it. */
export function findPair(base: string, quote: string): MarketPair | undefined {
  return BY_KEY.get(`${base.toUpperCase()}/${quote.toUpperCase()}`);
}

export function pairsByQuote(quote: string): MarketPair[] {
  const wanted = quote.toUpperCase();
  return MARKET_PAIRS.filter((pair) => pair.quote === wanted);
}
