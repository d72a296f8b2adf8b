import { EntryStatus, type ContractAccount, type ContractOrder } from '../../domain/contract/contract';
import { latestSettleTime, settleRecheckDelay } from '../../domain/contract/settlement-countdown';

// The one grace constant: the contract screen's re-check waits the same.
export { SETTLE_GRACE_MS } from '../../domain/contract/settlement-countdown';
/** An order still unsettled (or no longer among the newest ten) after this many looks is dropped. */
export const MAX_LOOKS = 5;

export interface SettledNotice {
  account: ContractAccount;
  order: ContractOrder;
}

export interface SettlementWatchDeps {
  /** The account's newest orders, any status. */
  recentOrders(account: ContractAccount): Promise<ContractOrder[]>;
  /** Server time in ms (the Clock port). */
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface SettlementWatch {
  /** Holding orders to follow; orders already followed or settled are ignored. */
  follow(account: ContractAccount, orders: readonly ContractOrder[]): void;
  /** Hears of each followed order once, when it has settled. */
  subscribe(listener: (notice: SettledNotice) => void): () => void;
  /** Forgets every order (signing out): nothing is asked for without a session. */
  clear(): void;
}

interface Followed {
  id: string;
  account: ContractAccount;
  settlesAt: number;
  looks: number;
}

/**
 * Follows the user's open positions for the whole app, not one screen: when one is due
 * it asks the exchange for the outcome and tells its listeners, so a trader who moved on
 * to another screen still hears how the position ended.
 */
export function createSettlementWatch(deps: SettlementWatchDeps): SettlementWatch {
  // Keyed by account and id: the two books may number their orders alike.
  const followed = new Map<string, Followed>();
  const keyOf = (account: ContractAccount, id: string) => `${account}:${id}`;
  const listeners = new Set<(notice: SettledNotice) => void>();
  let timer: unknown = null;
  let looking = false;

  const schedule = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (looking) return;
    const wait = settleRecheckDelay(
      [...followed.values()].map((entry) => entry.settlesAt),
      deps.now(),
    );
    if (wait !== null) timer = deps.setTimer(look, wait);
  };

  async function lookAt(account: ContractAccount, keys: string[]) {
    const orders = await deps.recentOrders(account).catch(() => []);
    for (const key of keys) {
      const entry = followed.get(key);
      if (!entry) continue;
      const order = orders.find((candidate) => candidate.id === entry.id);
      // SPEC section 4: the status says it has settled; the prices are a fuller server's extra.
      if (order && order.entryStatus !== EntryStatus.holding) {
        followed.delete(key);
        listeners.forEach((listener) => listener({ account, order }));
      } else if (entry.looks + 1 >= MAX_LOOKS) {
        followed.delete(key);
      } else {
        // Not settled yet (a late server, a failed call): look again a little later.
        followed.set(key, { ...entry, looks: entry.looks + 1, settlesAt: deps.now() });
      }
    }
  }

  async function look() {
    timer = null;
    looking = true;
    const now = deps.now();
    const due = new Map<ContractAccount, string[]>();
    for (const [key, entry] of followed) {
      if (entry.settlesAt <= now) due.set(entry.account, [...(due.get(entry.account) ?? []), key]);
    }
    try {
      await Promise.all([...due].map(([account, ids]) => lookAt(account, ids)));
    } finally {
      looking = false;
      schedule();
    }
  }

  return {
    follow(account, orders) {
      let added = false;
      for (const order of orders) {
        const key = keyOf(account, order.id);
        if (order.entryStatus !== EntryStatus.holding || followed.has(key)) continue;
        followed.set(key, {
          id: order.id,
          account,
          settlesAt: latestSettleTime(order, deps.now()),
          looks: 0,
        });
        added = true;
      }
      if (added) schedule();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      followed.clear();
      schedule();
    },
  };
}
