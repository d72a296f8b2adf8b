import type { TabsProps } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
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
import { useDesktopPaging } from '../../shared/desktop-paging';

function PagedOrderList({
  list,
  label,
  emptyText,
}: {
  list: PagedOrders;
  label: MessageDescriptor;
  emptyText?: string;
}) {
  const paging = useDesktopPaging(list, label);
  return <OrderList {...paging.shown} emptyText={emptyText} footer={paging.footer} />;
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
  const tab = (key: string, title: MessageDescriptor, list: PagedOrders, emptyText?: string) => ({
    key,
    label: intl.formatMessage(title),
    children: <PagedOrderList list={list} label={title} emptyText={emptyText} />,
  });
  const tabs: NonNullable<TabsProps['items']> = [
    tab('holding', positionMessages.holding, holding),
    tab('completed', positionMessages.history, completed, intl.formatMessage(positionMessages.historyEmpty)),
    tab('liquidated', positionMessages.liquidated, liquidated),
  ];
  return { tabs, summary };
}
