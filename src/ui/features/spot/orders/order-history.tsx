import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatPairPrice } from '../../../../domain/precision';
import type { SpotOrder } from '../../../../domain/spot/spot';
import { spotListMessages } from '../spot-lists.messages';
import { spotMessages } from '../spot.messages';
import { SpotTable, type SpotColumn, type SpotListState } from './spot-table';
import { useLeadColumns } from './lead-columns';
import { orderAmounts } from './spot-list-amounts';
import { statusText } from './spot-order-view';

interface OrderHistoryProps {
  list: SpotListState;
  rows: readonly SpotOrder[];
  footer?: ReactNode;
}

/** Closed orders: filled, partially filled then cancelled, or cancelled; with average and fee. */
export function OrderHistory({ list, rows, footer }: OrderHistoryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const price = (o: SpotOrder, value: string | null) => formatPairPrice(o.baseCoin, o.quoteCoin, value);
  const amounts = orderAmounts(rows);
  const columns: SpotColumn<SpotOrder>[] = [
    ...useLeadColumns<SpotOrder>(),
    { key: 'type', label: t(spotListMessages.type), render: (o) => t(spotMessages[o.type]) },
    {
      key: 'price',
      label: t(spotListMessages.price),
      numeric: true,
      render: (o) => (o.price === null ? t(spotListMessages.marketPrice) : price(o, o.price)),
    },
    {
      key: 'average',
      label: t(spotListMessages.average),
      numeric: true,
      render: (o) => price(o, o.averagePrice),
    },
    {
      key: 'amount',
      label: t(spotListMessages.amount),
      numeric: true,
      render: amounts.amount,
    },
    {
      key: 'filled',
      label: t(spotListMessages.filled),
      numeric: true,
      render: amounts.filled,
    },
    { key: 'fee', label: t(spotListMessages.fee), numeric: true, render: amounts.fee },
    { key: 'status', label: t(spotListMessages.status), render: (o) => statusText(intl, o.status) },
  ];
  return (
    <SpotTable
      label={t(spotListMessages.history)}
      columns={columns}
      rows={rows}
      rowKey={(o) => o.id}
      state={list}
      emptyText={t(spotListMessages.emptyHistory)}
      footer={footer}
    />
  );
}
