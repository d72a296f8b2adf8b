import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AssetRecord } from '../../../../domain/contract/contract';
import { coinColumn } from '../../../../domain/precision';
import { PagedRecords, type RecordsView } from '../../../shared/paged/paged-records';
import { assetMessages } from './assets.messages';
import { RECORD_TIME } from '../../../shared/record-time';

function RecordRow({ record, amount }: { record: AssetRecord; amount: string }) {
  const intl = useIntl();
  return (
    <div className="ct-record">
      <span className="ct-record__remark">{record.remark}</span>
      <span className={record.amount.startsWith('-') ? 'ct-down' : 'ct-up'}>
        {`${amount} ${record.currency}`}
      </span>
      <span className="ct-muted ct-record__time">{intl.formatDate(record.createdAt, RECORD_TIME)}</span>
    </div>
  );
}

/** The asset records with loading, error and empty states; paging comes from the form factor. */
export function AssetRecords({ list, footer }: { list: RecordsView<AssetRecord>; footer?: ReactNode }) {
  const intl = useIntl();
  // Per coin, one precision down the rows loaded; stakes and fees whole (a fee never reads 0.00).
  const amount = coinColumn(
    list.items.map((record) => ({ value: record.amount, coin: record.currency })),
    { fine: true },
  );
  return (
    <PagedRecords
      list={list}
      emptyText={intl.formatMessage(assetMessages.recordsEmpty)}
      testId="asset-records"
      className="ct-records"
      listClassName="ct-record-list"
      row={(record) => <RecordRow record={record} amount={amount(record.amount, record.currency)} />}
      rowKey={(record) => record.id}
      footer={footer}
    />
  );
}
