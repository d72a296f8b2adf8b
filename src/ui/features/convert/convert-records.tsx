import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ConvertRecord } from '../../../domain/convert/convert';
import { DECIMAL_PRECISION, formatAmount } from '../../../domain/precision';
import { convertMessages as m, convertTexts as x } from './convert.messages';
import { RetryAlert } from '../../shared/retry-alert';

export interface RecordsList {
  items: readonly ConvertRecord[];
  firstLoad: boolean;
  empty: boolean;
  error: string | null;
  retry: () => void;
}

/** Past exchanges with loading, error and empty states; paging comes from the form factor. */
export function ConvertRecords({ list, footer }: { list: RecordsList; footer?: ReactNode }) {
  const intl = useIntl();
  const money = (value: string) => formatAmount(value, DECIMAL_PRECISION);
  return (
    <section className="wl-card fx-records" aria-labelledby="fx-records-title" data-testid="convert-records">
      <h2 id="fx-records-title" className="wl-transfer__title">
        {intl.formatMessage(m.records)}
      </h2>
      {list.firstLoad && <p className="wl-muted wl-state">{intl.formatMessage(m.recordsLoading)}</p>}
      {list.error !== null && (
        <RetryAlert text={list.error} retryLabel={intl.formatMessage(m.retry)} onRetry={list.retry} />
      )}
      {list.empty && <p className="wl-muted wl-state">{intl.formatMessage(m.recordsEmpty)}</p>}
      <ul className="fx-record-list">
        {list.items.map((record) => (
          <li key={record.id} className="fx-record" data-testid="convert-record">
            <span className="fx-record__figures">
              {intl.formatMessage(x.recordFigures, {
                fromAmount: money(record.fromAmount),
                from: record.fromCoin,
                toAmount: money(record.toAmount),
                to: record.toCoin,
                fee: money(record.fee),
              })}
            </span>
            <span className="wl-muted">
              {intl.formatMessage(x.rateValue, {
                from: record.fromCoin,
                to: record.toCoin,
                rate: record.rate,
              })}
            </span>
            <span className="wl-muted fx-record__time">
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
    </section>
  );
}
