import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ContractOrder } from '../../../../domain/contract/contract';
import { contractMessages } from '../contract.messages';
import { OrderCard } from './order-card';
import { positionMessages } from './positions.messages';

interface OrderListProps {
  items: readonly ContractOrder[];
  firstLoad: boolean;
  empty: boolean;
  error: string | null;
  retry: () => void;
  /** The form factor's paging: infinite scroll on mobile, a pager on desktop. */
  footer?: ReactNode;
  /** What an empty list says; History says where the lost orders are. */
  emptyText?: string;
}

/** A list of positions with its loading, empty and error states. */
export function OrderList({ items, firstLoad, empty, error, retry, footer, emptyText }: OrderListProps) {
  const intl = useIntl();
  if (firstLoad) {
    return (
      <p className="ct-muted ct-state" role="status">
        {intl.formatMessage(contractMessages.loading)}
      </p>
    );
  }
  return (
    <div className="ct-orders">
      {error !== null && (
        <div className="ct-state ct-error" role="alert">
          <span>{`${intl.formatMessage(positionMessages.listError)} ${error}`}</span>
          <button type="button" className="ct-link" onClick={retry}>
            {intl.formatMessage(contractMessages.retry)}
          </button>
        </div>
      )}
      {empty && (
        <p className="ct-muted ct-state">{emptyText ?? intl.formatMessage(positionMessages.empty)}</p>
      )}
      {items.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      {footer}
    </div>
  );
}
