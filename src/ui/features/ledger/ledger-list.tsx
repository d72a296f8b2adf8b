import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { coinColumn } from '../../../domain/precision';
import type { LedgerEntry } from '../../../domain/ledger/ledger';
import { useFailureText } from '../../shared/failure-text';
import { PagedRecords } from '../../shared/paged/paged-records';
import { exportFailedText, ledgerMessages as m } from './ledger.messages';
import type { LedgerView } from './use-ledger';
import { RECORD_TIME } from '../../shared/record-time';

/** How the rows shown write their changes and balances (ledgerColumns). */
type Columns = ReturnType<typeof ledgerColumns>;

/**
 * Per coin, one precision down each column of the rows shown: a change can be a fee, so it
 * is shown whole to the 8-place cut (never 0.00); a balance as the assets show it.
 */
function ledgerColumns(rows: readonly LedgerEntry[]) {
  const cells = (value: (entry: LedgerEntry) => string) =>
    rows.map((entry) => ({ value: value(entry), coin: entry.currency }));
  return {
    change: coinColumn(
      cells((entry) => entry.amount),
      { fine: true },
    ),
    balance: coinColumn(cells((entry) => entry.balance)),
  };
}

function EntryRow({ entry, view, columns }: { entry: LedgerEntry; view: LedgerView; columns: Columns }) {
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
        {`${out ? '' : '+'}${columns.change(entry.amount, entry.currency)} ${entry.currency}`}
      </td>
      <td data-label={intl.formatMessage(m.balance)} data-testid="ledger-balance">
        {`${columns.balance(entry.balance, entry.currency)} ${entry.currency}`}
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
  const columns = ledgerColumns(rows);
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
        row={(entry) => <EntryRow entry={entry} view={view} columns={columns} />}
        rowKey={(entry) => entry.id}
        footer={footer}
      />
    </>
  );
}
