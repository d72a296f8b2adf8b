import type { StoredRecord } from './engine-state';

/**
 * How much history one user keeps in the saved demo exchange, per book or account. Open
 * positions and working spot orders are always kept; beyond these, the oldest settled
 * history goes, so browser storage never fills with a long-running demo.
 */
export const KEPT_PER_USER = {
  /** Settled seconds-contract orders per book (real, demo). */
  settledOrders: 200,
  /** Asset records per account (spot, contract, demo). */
  records: 300,
  /** Filled or cancelled spot orders. */
  closedSpotOrders: 200,
  spotTrades: 300,
} as const;

export type KeptPerUser = { readonly [K in keyof typeof KEPT_PER_USER]: number };

/**
 * Keeps the newest `limit` items of each group (arrays are in the order things happened)
 * and every item `always` keeps.
 */
export function newest<T>(
  items: readonly T[],
  groupOf: (item: T) => string,
  limit: number,
  always: (item: T) => boolean,
): T[] {
  const seen = new Map<string, number>();
  const kept: T[] = [];
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index] as T;
    if (always(item)) {
      kept.push(item);
      continue;
    }
    const group = groupOf(item);
    const count = seen.get(group) ?? 0;
    if (count < limit) kept.push(item);
    seen.set(group, count + 1);
  }
  return kept.reverse();
}

const never = () => false;

/** The core's history as saved: the newest asset records of each user's account. */
export function pruneRecords(records: readonly StoredRecord[], limits: KeptPerUser): StoredRecord[] {
  return newest(records, (record) => `${record.userId}/${record.account}`, limits.records, never);
}
