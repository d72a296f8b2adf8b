import { DEFAULT_BASE_COIN, PAIR_PRECISION } from '../precision';

/** SPEC section 3: the pairs of the precision table quoted in USDT. */
export const CONTRACT_BASES: readonly string[] = Object.keys(PAIR_PRECISION.USDT ?? {});

/**
 * The base coin a market link asks for (`?symbol=ethusdt`, SPEC's lowercase base + quote),
 * when the contract offers it; BTC otherwise.
 */
export function contractBaseOf(symbol: string | null): string {
  const lower = symbol?.toLowerCase() ?? '';
  if (!lower.endsWith('usdt')) return DEFAULT_BASE_COIN;
  const base = lower.slice(0, -'usdt'.length).toUpperCase();
  return CONTRACT_BASES.includes(base) ? base : DEFAULT_BASE_COIN;
}
