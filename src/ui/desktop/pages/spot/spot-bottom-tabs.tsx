import { Button, Tabs } from 'antd';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import { SpotAssets } from '../../../features/spot/assets/spot-assets';
import { OpenOrders } from '../../../features/spot/orders/open-orders';
import { OrderHistory } from '../../../features/spot/orders/order-history';
import { TradeHistory } from '../../../features/spot/orders/trade-history';
import {
  useOpenOrders,
  useOrderHistory,
  useTradeHistory,
  type OpenOrdersList,
} from '../../../features/spot/orders/use-spot-lists';
import { openOrdersMessage, spotListMessages } from '../../../features/spot/spot-lists.messages';
import '../../../features/spot/spot-lists.css';
import { lazyNamed } from '../../../shared/chunk-retry';
import { useDesktopPaging } from '../../shared/desktop-paging';

// The cancel-all confirmation (antd's Popconfirm) comes with the first open order: a visitor
// and a user with none never fetch it. Meanwhile its button shows, not yet pressable.
const CancelAll = lazyNamed(() => import('./cancel-all'), 'CancelAll');

function CancelAllWhenAny({ list, pair }: { list: OpenOrdersList; pair: Pair }) {
  const intl = useIntl();
  if (list.items.length === 0) return null;
  return (
    <Suspense
      fallback={
        <Button size="small" disabled>
          {intl.formatMessage(spotListMessages.cancelAll)}
        </Button>
      }
    >
      <CancelAll list={list} pair={pair} />
    </Suspense>
  );
}

function OpenOrdersTab({ list, pair }: { list: OpenOrdersList; pair: Pair }) {
  const { rows, footer } = useDesktopPaging(list, spotListMessages.title);
  return (
    <>
      <div className="sp-table__tools">
        <CancelAllWhenAny list={list} pair={pair} />
      </div>
      <OpenOrders list={list} rows={rows} footer={footer} />
    </>
  );
}

function HistoryTab() {
  const list = useOrderHistory();
  const { rows, footer } = useDesktopPaging(list, spotListMessages.history);
  return <OrderHistory list={list} rows={rows} footer={footer} />;
}

function TradesTab() {
  const list = useTradeHistory();
  const { rows, footer } = useDesktopPaging(list, spotListMessages.trades);
  return <TradeHistory list={list} rows={rows} footer={footer} />;
}

/** Open orders (with cancel all), order history, trade history and the spot assets. */
export function SpotBottomTabs({ pair }: { pair: Pair }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const open = useOpenOrders();
  return (
    <Tabs
      className="sp-table--wide"
      size="small"
      destroyOnHidden
      items={[
        {
          key: 'open',
          label: t(openOrdersMessage, { count: open.total }),
          children: <OpenOrdersTab list={open} pair={pair} />,
        },
        { key: 'history', label: t(spotListMessages.history), children: <HistoryTab /> },
        { key: 'trades', label: t(spotListMessages.trades), children: <TradesTab /> },
        {
          key: 'assets',
          label: t(spotListMessages.assets),
          children: <SpotAssets coins={[pair.base, pair.quote]} />,
        },
      ]}
    />
  );
}
