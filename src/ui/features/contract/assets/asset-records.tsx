import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DECIMAL_PRECISION, formatAmount } from '../../../../domain/precision';
import { assetMessages } from './assets.messages';
import { contractMessages } from '../contract.messages';
import type { RecordList } from './use-asset-records';

/** The asset records with loading, error and empty states; paging comes from the form factor. */
export function AssetRecords({ list, footer }: { list: RecordList; footer?: ReactNode }) {
  const intl = useIntl();
  if (list.firstLoad)
    return <p className="ct-muted ct-state">{intl.formatMessage(contractMessages.loading)}</p>;
  return (
    <div className="ct-records" data-testid="asset-records">
      {list.error !== null && (
        <div className="ct-error" role="alert">
          {`${list.error} `}
          <button type="button" className="ct-link" onClick={list.retry}>
            {intl.formatMessage(contractMessages.retry)}
          </button>
        </div>
      )}
      {list.empty && <p className="ct-muted ct-state">{intl.formatMessage(assetMessages.recordsEmpty)}</p>}
      <ul className="ct-record-list">
        {list.items.map((record) => (
          <li key={record.id} className="ct-record">
            <span className="ct-record__remark">{record.remark}</span>
            <span className={record.amount.startsWith('-') ? 'ct-down' : 'ct-up'}>
              {`${formatAmount(record.amount, DECIMAL_PRECISION)} ${record.currency}`}
            </span>
            <span className="ct-muted ct-record__time">
              {intl.formatDate(record.createdAt, {
                dateStyle: 'short',
                timeStyle: 'medium',
                hourCycle: 'h23',
              })}
            </span>
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}
