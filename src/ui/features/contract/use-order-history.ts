import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { EntryStatus } from '../../../domain/contract/contract';
import { summarizeHistory } from '../../../domain/contract/history-summary';
import { useServices } from '../../shared/services-context';
import { useAccountScope } from './contract-screen-context';
import { usePagedList } from './use-paged-list';

/**
 * Settled orders of one status in the account shown (SPEC: entryStatus 1 by default),
 * reloaded after every order and settlement.
 */
export function useOrderHistory(entryStatus: EntryStatus) {
  const { contract } = useServices();
  const { accountId, version } = useAccountScope();
  const logic = useMemo(() => contract.orders(accountId, entryStatus), [contract, accountId, entryStatus]);
  const actor = useActorRef(logic);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    actor.send({ type: 'reload' });
  }, [version, actor]);
  return usePagedList(actor);
}

export type OrderList = ReturnType<typeof useOrderHistory>;

/** The personal summary over the settled orders loaded in both history lists. */
export function useHistorySummary(completed: OrderList, liquidated: OrderList) {
  return useMemo(
    () => summarizeHistory([...completed.items, ...liquidated.items]),
    [completed.items, liquidated.items],
  );
}

export function useHoldingOrders() {
  return usePagedList(useAccountScope().holding);
}
