import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DECIMAL_PRECISION, formatAmount } from '../../../domain/precision';
import type { LedgerEntry } from '../../../domain/ledger/ledger';
import { useFailureText } from '../../shared/failure-text';
import { PagedRecords } from '../../shared/paged/paged-records';
import { exportFailedText, ledgerMessages as m } from './ledger.messages';
import type { LedgerView } from './use-ledger';
import { RECORD_TIME } from '../../shared/record-time';

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
      <td data-label={intl.formatMessage(m.time)}>{intl.formatDate(entry.createdAt, RECORD_TIME)}</td>
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
  const t = intl.formatMessage;
  return (
    <>
      {view.exportFailure !== null && (
        <p className="wl-error" role="alert">
          {t(exportFailedText, { message: failureText(view.exportFailure) })}
        </p>
      )}
      {view.exported && (
        <p className="wl-success" role="status">
          {t(m.exported)}
        </p>
      )}
      <PagedRecords
        list={{ ...view.list, items: rows }}
        emptyText={t(m.empty)}
        testId="ledger-list"
        className="lg-list"
        listClassName="wl-table lg-table"
        table={{
          caption: t(m.title),
          columns: [m.type, m.change, m.balance, m.time, m.note].map((c) => t(c)),
        }}
        row={(entry) => <EntryRow entry={entry} view={view} />}
        rowKey={(entry) => entry.id}
        footer={footer}
      />
    </>
  );
}
