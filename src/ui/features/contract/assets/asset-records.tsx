import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AssetRecord } from '../../../../domain/contract/contract';
import { DECIMAL_PRECISION, formatAmount } from '../../../../domain/precision';
import { PagedRecords, type RecordsView } from '../../../shared/paged/paged-records';
import { assetMessages } from './assets.messages';
import { RECORD_TIME } from '../../../shared/record-time';

function RecordRow({ record }: { record: AssetRecord }) {
  const intl = useIntl();
  return (
    <div className="ct-record">
      <span className="ct-record__remark">{record.remark}</span>
      <span className={record.amount.startsWith('-') ? 'ct-down' : 'ct-up'}>
        {`${formatAmount(record.amount, DECIMAL_PRECISION)} ${record.currency}`}
      </span>
      <span className="ct-muted ct-record__time">{intl.formatDate(record.createdAt, RECORD_TIME)}</span>
    </div>
  );
}

/** The asset records with loading, error and empty states; paging comes from the form factor. */
export function AssetRecords({ list, footer }: { list: RecordsView<AssetRecord>; footer?: ReactNode }) {
  const intl = useIntl();
  return (
    <PagedRecords
      list={list}
      emptyText={intl.formatMessage(assetMessages.recordsEmpty)}
      testId="asset-records"
      className="ct-records"
      listClassName="ct-record-list"
      row={(record) => <RecordRow record={record} />}
      rowKey={(record) => record.id}
      footer={footer}
    />
  );
}
