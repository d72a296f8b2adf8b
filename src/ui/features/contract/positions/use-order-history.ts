import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectCompletedList,
  selectHoldingList,
  selectJustSettled,
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

function useHoldingOrders() {
  return useOrderHistory(EntryStatus.holding);
}

/**
 * The open positions as the trader watches them: the holding list, with each position that
 * just settled kept in its place for a moment, told as won or lost, instead of vanishing.
 */
export function useOpenPositions(): OrderList {
  const holding = useHoldingOrders();
  const justSettled = useSelector(useAccountScope().scope, selectJustSettled);
  const items = useMemo(() => {
    const settled = new Map(justSettled.map((order) => [order.id, order]));
    const shown = holding.items.map((order) => settled.get(order.id) ?? order);
    const gone = justSettled.filter((order) => !holding.items.some(({ id }) => id === order.id));
    return [...gone, ...shown];
  }, [holding.items, justSettled]);
  return { ...holding, items, empty: holding.empty && items.length === 0 };
}
