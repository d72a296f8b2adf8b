import { Tabs } from 'antd-mobile';
import { useState } from 'react';
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
import { ScrollMore } from '../../shared/scroll-more';

type Tab = 'holding' | 'completed' | 'liquidated';

function Orders({ list, emptyText }: { list: PagedOrders; emptyText?: string }) {
  const intl = useIntl();
  return (
    <OrderList
      {...list}
      emptyText={emptyText}
      footer={<ScrollMore list={list} endText={intl.formatMessage(positionMessages.noMore)} />}
    />
  );
}

/**
 * Current positions with countdowns; history of completed and liquidated orders with a summary.
 * Hidden tabs are unmounted, so their infinite scroll never pages in the background.
 */
export function PositionsPanel() {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('holding');
  const holding = useOpenPositions();
  const completed = useOrderHistory(EntryStatus.completed);
  const liquidated = useOrderHistory(EntryStatus.liquidated);
  const summary = useHistorySummary(completed, liquidated);
  return (
    <section className="m-card ct-panel" aria-label={intl.formatMessage(positionMessages.title)}>
      <HistorySummaryCard summary={summary} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
        <Tabs.Tab key="holding" destroyOnClose title={intl.formatMessage(positionMessages.holding)}>
          <Orders list={holding} />
        </Tabs.Tab>
        <Tabs.Tab key="completed" destroyOnClose title={intl.formatMessage(positionMessages.history)}>
          <Orders list={completed} emptyText={intl.formatMessage(positionMessages.historyEmpty)} />
        </Tabs.Tab>
        <Tabs.Tab key="liquidated" destroyOnClose title={intl.formatMessage(positionMessages.liquidated)}>
          <Orders list={liquidated} />
        </Tabs.Tab>
      </Tabs>
    </section>
  );
}
