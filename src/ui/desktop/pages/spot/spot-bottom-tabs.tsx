import { Button, Popconfirm, Tabs } from 'antd';
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
import {
  cancelAllTitleMessage,
  openOrdersMessage,
  spotListMessages,
} from '../../../features/spot/spot-lists.messages';
import '../../../features/spot/spot-lists.css';
import { useDesktopPaging } from '../../shared/desktop-paging';

function CancelAll({ list, pair }: { list: OpenOrdersList; pair: Pair }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (list.items.length === 0) return null;
  return (
    <Popconfirm
      title={t(cancelAllTitleMessage, { pair: `${pair.base}/${pair.quote}` })}
      description={t(spotListMessages.cancelAllBody)}
      okText={t(spotListMessages.cancelAll)}
      cancelText={t(spotListMessages.keep)}
      onConfirm={list.cancelAll}
    >
      <Button size="small" loading={list.cancelling === 'all'} disabled={list.cancelling !== null}>
        {t(spotListMessages.cancelAll)}
      </Button>
    </Popconfirm>
  );
}

function OpenOrdersTab({ list, pair }: { list: OpenOrdersList; pair: Pair }) {
  const { rows, footer } = useDesktopPaging(list, spotListMessages.title);
  return (
    <>
      <div className="sp-table__tools">
        <CancelAll list={list} pair={pair} />
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
