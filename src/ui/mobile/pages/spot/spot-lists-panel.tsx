import { Dialog, Tabs } from 'antd-mobile';
import { useState } from 'react';
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
import { ScrollMore, type ScrollableList } from '../../shared/scroll-more';

type Tab = 'open' | 'history' | 'trades' | 'assets';

/** The spot lists' footer: the phone's infinite scroll, saying "No more" at the end. */
function SpotScrollMore({ list }: { list: ScrollableList }) {
  const intl = useIntl();
  return <ScrollMore list={list} endText={intl.formatMessage(spotListMessages.noMore)} />;
}

function CancelAll({ list, pair }: { list: OpenOrdersList; pair: Pair }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (list.items.length === 0) return null;
  const ask = async () => {
    const yes = await Dialog.confirm({
      title: t(cancelAllTitleMessage, { pair: `${pair.base}/${pair.quote}` }),
      content: t(spotListMessages.cancelAllBody),
      confirmText: t(spotListMessages.cancelAll),
      cancelText: t(spotListMessages.keep),
    });
    if (yes) list.cancelAll();
  };
  return (
    <button
      type="button"
      className="sp-link m-spot__cancel-all"
      disabled={list.cancelling !== null}
      onClick={ask}
    >
      {t(spotListMessages.cancelAll)}
    </button>
  );
}

function History() {
  const list = useOrderHistory();
  return <OrderHistory list={list} rows={list.items} footer={<SpotScrollMore list={list} />} />;
}

function Trades() {
  const list = useTradeHistory();
  return <TradeHistory list={list} rows={list.items} footer={<SpotScrollMore list={list} />} />;
}

/** Open orders (cancel, cancel all), history, trades and assets; hidden tabs are unmounted. */
export function SpotListsPanel({ pair }: { pair: Pair }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [tab, setTab] = useState<Tab>('open');
  const open = useOpenOrders();
  return (
    <section className="m-spot__lists sp-table--cards" aria-label={t(spotListMessages.title)}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
        <Tabs.Tab key="open" destroyOnClose title={t(openOrdersMessage, { count: open.total })}>
          <CancelAll list={open} pair={pair} />
          <OpenOrders list={open} rows={open.items} footer={<SpotScrollMore list={open} />} />
        </Tabs.Tab>
        <Tabs.Tab key="history" destroyOnClose title={t(spotListMessages.history)}>
          <History />
        </Tabs.Tab>
        <Tabs.Tab key="trades" destroyOnClose title={t(spotListMessages.trades)}>
          <Trades />
        </Tabs.Tab>
        <Tabs.Tab key="assets" destroyOnClose title={t(spotListMessages.assets)}>
          <SpotAssets coins={[pair.base, pair.quote]} />
        </Tabs.Tab>
      </Tabs>
    </section>
  );
}
