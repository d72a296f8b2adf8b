import type { SpotBalance } from '../../domain/spot/spot';

/** The available amount of one coin, or null while the balances are unknown. */
export function availableOf(balances: readonly SpotBalance[] | null, coin: string): string | null {
  return balances?.find((entry) => entry.currency === coin)?.available ?? null;
}

const fingerprint = (balances: readonly SpotBalance[]) =>
  balances.map((b) => `${b.currency}:${b.available}:${b.frozen}`).join('|');

/** Whether anything moved between two answers: on a market tick, a resting order filled. */
export function balancesMoved(before: readonly SpotBalance[] | null, after: readonly SpotBalance[]): boolean {
  return before !== null && fingerprint(before) !== fingerprint(after);
}
