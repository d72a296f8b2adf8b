import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatPairPrice } from '../../../../domain/precision';
import type { SpotTrade } from '../../../../domain/spot/spot';
import { spotListMessages } from '../spot-lists.messages';
import { SpotTable, type SpotColumn, type SpotListState } from './spot-table';
import { useLeadColumns } from './lead-columns';
import { tradeAmounts } from './spot-list-amounts';

interface TradeHistoryProps {
  list: SpotListState;
  rows: readonly SpotTrade[];
  footer?: ReactNode;
}

/** Each fill: price, amount, total and the fee paid on it (quote coin), maker or taker. */
export function TradeHistory({ list, rows, footer }: TradeHistoryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const amounts = tradeAmounts(rows);
  const columns: SpotColumn<SpotTrade>[] = [
    ...useLeadColumns<SpotTrade>(),
    {
      key: 'price',
      label: t(spotListMessages.price),
      numeric: true,
      render: (r) => formatPairPrice(r.baseCoin, r.quoteCoin, r.price),
    },
    {
      key: 'amount',
      label: t(spotListMessages.amount),
      numeric: true,
      render: amounts.amount,
    },
    {
      key: 'total',
      label: t(spotListMessages.total),
      numeric: true,
      render: amounts.total,
    },
    {
      key: 'fee',
      label: t(spotListMessages.fee),
      numeric: true,
      render: amounts.fee,
    },
    {
      key: 'role',
      label: t(spotListMessages.role),
      render: (r) => t(r.maker ? spotListMessages.maker : spotListMessages.taker),
    },
  ];
  return (
    <SpotTable
      label={t(spotListMessages.trades)}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      state={list}
      emptyText={t(spotListMessages.emptyTrades)}
      footer={footer}
    />
  );
}
