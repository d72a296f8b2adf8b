import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectCompletedList,
  selectHoldingList,
  selectLiquidatedList,
} from '../../../../application/contract/account-scope.selectors';
import { EntryStatus } from '../../../../domain/contract/contract';
import { summarizeHistory } from '../../../../domain/contract/history-summary';
import { useAccountScope } from '../screen/contract-screen-context';
import { usePagedList } from '../../../shared/paged/use-paged-list';

const LISTS = {
  [EntryStatus.holding]: selectHoldingList,
  [EntryStatus.completed]: selectCompletedList,
  [EntryStatus.liquidated]: selectLiquidatedList,
} as const;

/**
 * Orders of one status in the account shown (SPEC: entryStatus 1 by default); the screen
 * machine reloads them after every order and settlement.
 */
export function useOrderHistory(entryStatus: EntryStatus) {
  const { scope } = useAccountScope();
  return usePagedList(useSelector(scope, LISTS[entryStatus]));
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
  return useOrderHistory(EntryStatus.holding);
}
