import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatPairPrice } from '../../../../domain/precision';
import type { SpotOrder } from '../../../../domain/spot/spot';
import { cancelOrderMessage, spotListMessages } from '../spot-lists.messages';
import { SpotTable, type SpotColumn } from './spot-table';
import { useLeadColumns } from './lead-columns';
import { orderAmounts } from './spot-list-amounts';
import { sideText, statusText } from './spot-order-view';
import type { OpenOrdersList } from './use-spot-lists';

interface OpenOrdersProps {
  list: OpenOrdersList;
  /** The rows of the page shown (desktop pager) or all loaded (mobile scroll). */
  rows: readonly SpotOrder[];
  footer?: ReactNode;
}

/** Working orders of the pair: each with its fill so far and a cancel button. */
export function OpenOrders({ list, rows, footer }: OpenOrdersProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const price = (o: SpotOrder, value: string | null) => formatPairPrice(o.baseCoin, o.quoteCoin, value);
  const amounts = orderAmounts(rows);
  const columns: SpotColumn<SpotOrder>[] = [
    ...useLeadColumns<SpotOrder>(),
    { key: 'price', label: t(spotListMessages.price), numeric: true, render: (o) => price(o, o.price) },
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
    { key: 'status', label: t(spotListMessages.status), render: (o) => statusText(intl, o.status) },
    {
      key: 'action',
      label: t(spotListMessages.cancel),
      action: true,
      render: (o) => (
        <button
          type="button"
          className="sp-link"
          disabled={list.cancelling !== null}
          aria-busy={list.cancelling === o.id}
          aria-label={t(cancelOrderMessage, {
            side: sideText(intl, o.side),
            amount: amounts.amount(o),
            price: price(o, o.price),
          })}
          onClick={() => list.cancel(o.id)}
        >
          {t(spotListMessages.cancel)}
        </button>
      ),
    },
  ];
  return (
    <SpotTable
      label={t(spotListMessages.title)}
      columns={columns}
      rows={rows}
      rowKey={(o) => o.id}
      state={list}
      emptyText={t(spotListMessages.emptyOpen)}
      footer={footer}
    />
  );
}
