import { add, cmp, mul, truncate } from '../precision';

/**
 * A fraction as a percentage with `places` decimals, for rates shown to the user. Income
 * rates are cut (never promised above what they pay); a break-even rate is rounded up,
 * so the win rate it names is always enough: 1 / 1.8 = 55.55... shows as 55.6.
 */
export function percentOf(fraction: string, places = 1, direction: 'down' | 'up' = 'down'): string {
  const exact = mul(fraction, '100');
  const cut = truncate(exact, places);
  if (direction === 'down' || cmp(cut, exact) >= 0) return trimZeros(cut);
  const step = places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;
  return trimZeros(truncate(add(cut, step), places));
}

/** '80.0' -> '80', '55.60' -> '55.6'. */
function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
