import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ConvertRecord } from '../../../domain/convert/convert';
import { PagedRecords, type RecordsView } from '../../shared/paged/paged-records';
import { convertMessages as m, convertTexts as x } from './convert.messages';
import { RECORD_TIME } from '../../shared/record-time';
import { exchangeFigures } from './convert-figures';

function RecordRow({ record }: { record: ConvertRecord }) {
  const intl = useIntl();
  return (
    <div className="fx-record" data-testid="convert-record">
      <span className="fx-record__figures">
        {intl.formatMessage(x.recordFigures, {
          ...exchangeFigures(record),
          from: record.fromCoin,
          to: record.toCoin,
        })}
      </span>
      <span className="wl-muted">
        {intl.formatMessage(x.rateValue, { from: record.fromCoin, to: record.toCoin, rate: record.rate })}
      </span>
      <span className="wl-muted fx-record__time">{intl.formatDate(record.createdAt, RECORD_TIME)}</span>
    </div>
  );
}

/** Past exchanges with loading, error and empty states; paging comes from the form factor. */
export function ConvertRecords({ list, footer }: { list: RecordsView<ConvertRecord>; footer?: ReactNode }) {
  const intl = useIntl();
  return (
    <PagedRecords
      list={list}
      title={intl.formatMessage(m.records)}
      emptyText={intl.formatMessage(m.recordsEmpty)}
      testId="convert-records"
      className="wl-card fx-records"
      listClassName="fx-record-list"
      row={(record) => <RecordRow record={record} />}
      rowKey={(record) => record.id}
      footer={footer}
    />
  );
}
