import { isWorking } from '../../../domain/spot/spot';
import { EntryStatus } from '../../../domain/contract/contract';
import type { EngineState } from './engine-state';

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
function newest<T>(
  items: readonly T[],
  groupOf: (item: T) => string,
  limit: number,
  always: (item: T) => boolean,
) {
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

/**
 * The state as it is saved: the same exchange with its oldest history pruned. Balances
 * and ledgers are never touched, so nothing a user owns changes; only old lines of history
 * go (an old settled order, an old record).
 */
export function pruneEngineState(state: EngineState, limits: KeptPerUser = KEPT_PER_USER): EngineState {
  return {
    ...state,
    orders: newest(
      state.orders,
      (order) => `${order.userId}/${order.book}`,
      limits.settledOrders,
      (order) => order.entryStatus === EntryStatus.holding,
    ),
    records: newest(state.records, (record) => `${record.userId}/${record.account}`, limits.records, never),
    spotOrders: newest(
      state.spotOrders,
      (order) => order.userId,
      limits.closedSpotOrders,
      (order) => isWorking(order.status),
    ),
    spotTrades: newest(state.spotTrades, (trade) => trade.userId, limits.spotTrades, never),
  };
}
