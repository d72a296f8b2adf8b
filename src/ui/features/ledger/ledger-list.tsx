import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DECIMAL_PRECISION, formatAmount } from '../../../domain/precision';
import type { LedgerEntry } from '../../../domain/ledger/ledger';
import { useFailureText } from '../../shared/failure-text';
import { exportFailedText, ledgerMessages as m } from './ledger.messages';
import type { LedgerView } from './use-ledger';
import { RetryAlert } from '../../shared/retry-alert';

function EntryRow({ entry, view }: { entry: LedgerEntry; view: LedgerView }) {
  const intl = useIntl();
  const out = entry.amount.startsWith('-');
  return (
    <tr data-testid="ledger-row" data-type={entry.type} data-coin={entry.currency}>
      <th scope="row">
        <span className="lg-type">{view.names.type(entry.type)}</span>
        <span className="wl-muted lg-sub">{view.names.account(entry.account)}</span>
      </th>
      <td
        data-label={intl.formatMessage(m.change)}
        className={out ? 'lg-out' : 'lg-in'}
        data-testid="ledger-change"
      >
        {`${out ? '' : '+'}${formatAmount(entry.amount, DECIMAL_PRECISION)} ${entry.currency}`}
      </td>
      <td data-label={intl.formatMessage(m.balance)} data-testid="ledger-balance">
        {`${formatAmount(entry.balance, DECIMAL_PRECISION)} ${entry.currency}`}
      </td>
      <td data-label={intl.formatMessage(m.time)}>
        {intl.formatDate(entry.createdAt, { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' })}
      </td>
      <td data-label={intl.formatMessage(m.note)} className="lg-note">
        {entry.remark || '--'}
      </td>
    </tr>
  );
}

/** The log's rows with loading, error and empty states; paging (scroll or pager) from the form factor. */
export function LedgerList({
  view,
  rows,
  footer,
}: {
  view: LedgerView;
  rows: readonly LedgerEntry[];
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const failureText = useFailureText();
  const { list } = view;
  return (
    <div className="lg-list" data-testid="ledger-list">
      {view.exportFailure !== null && (
        <p className="wl-error" role="alert">
          {intl.formatMessage(exportFailedText, { message: failureText(view.exportFailure) })}
        </p>
      )}
      {view.exported && (
        <p className="wl-success" role="status">
          {intl.formatMessage(m.exported)}
        </p>
      )}
      {list.firstLoad && <p className="wl-muted wl-state">{intl.formatMessage(m.loading)}</p>}
      {list.error !== null && (
        <RetryAlert text={list.error} retryLabel={intl.formatMessage(m.retry)} onRetry={list.retry} />
      )}
      {list.empty && <p className="wl-muted wl-state">{intl.formatMessage(m.empty)}</p>}
      {rows.length > 0 && (
        <div className="wl-table-scroll">
          <table className="wl-table lg-table">
            <caption className="lg-caption">{intl.formatMessage(m.title)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.type)}</th>
                <th scope="col">{intl.formatMessage(m.change)}</th>
                <th scope="col">{intl.formatMessage(m.balance)}</th>
                <th scope="col">{intl.formatMessage(m.time)}</th>
                <th scope="col">{intl.formatMessage(m.note)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <EntryRow key={entry.id} entry={entry} view={view} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer}
    </div>
  );
}
