import type { TabsProps } from 'antd';
import { useIntl } from 'react-intl';
import { EntryStatus } from '../../../../domain/contract/contract';
import { HistorySummaryCard } from '../../../features/contract/positions/history-summary-card';
import { OrderList } from '../../../features/contract/positions/order-list';
import { positionMessages } from '../../../features/contract/positions/positions.messages';
import {
  useHistorySummary,
  useOpenPositions,
  useOrderHistory,
  type OrderList as PagedOrders,
} from '../../../features/contract/positions/use-order-history';
import { Pager, usePager } from '../../shared/pager';

function PagedOrderList({
  list,
  label,
  emptyText,
}: {
  list: PagedOrders;
  label: string;
  emptyText?: string;
}) {
  const pager = usePager(list);
  return (
    <OrderList
      {...list}
      emptyText={emptyText}
      items={pager.rows}
      footer={<Pager page={pager.page} total={list.total} go={pager.go} label={label} />}
    />
  );
}

/**
 * The positions as the terminal's bottom tabs (current with countdowns, completed and
 * liquidated history with a pager), and the results over the settled orders loaded.
 */
export function usePositionTabs() {
  const intl = useIntl();
  const holding = useOpenPositions();
  const completed = useOrderHistory(EntryStatus.completed);
  const liquidated = useOrderHistory(EntryStatus.liquidated);
  const summary = <HistorySummaryCard summary={useHistorySummary(completed, liquidated)} />;
  const tab = (key: string, title: string, list: PagedOrders, emptyText?: string) => ({
    key,
    label: title,
    children: <PagedOrderList list={list} label={title} emptyText={emptyText} />,
  });
  const tabs: NonNullable<TabsProps['items']> = [
    tab('holding', intl.formatMessage(positionMessages.holding), holding),
    tab(
      'completed',
      intl.formatMessage(positionMessages.history),
      completed,
      intl.formatMessage(positionMessages.historyEmpty),
    ),
    tab('liquidated', intl.formatMessage(positionMessages.liquidated), liquidated),
  ];
  return { tabs, summary };
}
