import { Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { EntryStatus } from '../../../../domain/contract/contract';
import { HistorySummaryCard } from '../../../features/contract/positions/history-summary-card';
import { OrderList } from '../../../features/contract/positions/order-list';
import { positionMessages } from '../../../features/contract/positions/positions.messages';
import {
  useHistorySummary,
  useHoldingOrders,
  useOrderHistory,
  type OrderList as PagedOrders,
} from '../../../features/contract/positions/use-order-history';
import { Pager, usePager } from './pager';

function PagedOrderList({ list, label }: { list: PagedOrders; label: string }) {
  const pager = usePager(list);
  return (
    <OrderList
      {...list}
      items={pager.rows}
      footer={<Pager page={pager.page} total={list.total} go={pager.go} label={label} />}
    />
  );
}

/** Current positions with countdowns; completed and liquidated history with a pager and summary. */
export function PositionsPanel() {
  const intl = useIntl();
  const holding = useHoldingOrders();
  const completed = useOrderHistory(EntryStatus.completed);
  const liquidated = useOrderHistory(EntryStatus.liquidated);
  const summary = useHistorySummary(completed, liquidated);
  const tab = (key: string, title: string, list: PagedOrders) => ({
    key,
    label: title,
    children: <PagedOrderList list={list} label={title} />,
  });
  return (
    <section className="dt-card ct-panel" aria-label={intl.formatMessage(positionMessages.title)}>
      <HistorySummaryCard summary={summary} />
      <Tabs
        items={[
          tab('holding', intl.formatMessage(positionMessages.holding), holding),
          tab('completed', intl.formatMessage(positionMessages.history), completed),
          tab('liquidated', intl.formatMessage(positionMessages.liquidated), liquidated),
        ]}
      />
    </section>
  );
}
