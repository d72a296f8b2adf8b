import { Fragment, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../common.messages';
import { RetryAlert } from '../retry-alert';
import '../kit.css';

/** What a record list shows of its paged list (`usePagedList`). */
export interface RecordsView<T> {
  items: readonly T[];
  firstLoad: boolean;
  empty: boolean;
  /** Why the last page failed, in words; the rows loaded before stay. */
  error: string | null;
  retry: () => void;
}

/** Rows with columns (a log): the rows as a table, `row` giving each one's `<tr>`. */
export interface RecordsTable {
  /** What the table lists, for assistive tech (the section's title already shows it). */
  caption: string;
  /** The column heads, in the order of each row's cells. */
  columns: readonly string[];
}

export interface PagedRecordsProps<T> {
  list: RecordsView<T>;
  /** The section's heading; none where the page around it already names the list. */
  title?: string;
  /** "No deposits yet": said when the first page came back empty. */
  emptyText: string;
  testId: string;
  className?: string;
  /** The list's (or the table's) own class, for its look. */
  listClassName?: string;
  /** Rows with columns: a table instead of the list. */
  table?: RecordsTable;
  row: (item: T) => ReactNode;
  rowKey: (item: T) => string;
  /** The form factor's paging: a pager on the desktop, infinite scroll or "Load more" on the phone. */
  footer?: ReactNode;
}

/**
 * One record list of any feature: its title, the first load, a failure with Retry, the empty
 * state, the rows, and the form factor's paging under them. Kit-free, for both form factors.
 */
export function PagedRecords<T>(props: PagedRecordsProps<T>) {
  const { list, title, emptyText, testId, row, rowKey, footer } = props;
  const intl = useIntl();
  const titleId = useId();
  return (
    <section
      className={props.className}
      aria-labelledby={title === undefined ? undefined : titleId}
      data-testid={testId}
    >
      {title !== undefined && (
        <h2 id={titleId} className="kit-records__title">
          {title}
        </h2>
      )}
      {list.firstLoad && (
        <p className="kit-muted kit-state" role="status">
          {intl.formatMessage(commonMessages.loading)}
        </p>
      )}
      {list.error !== null && (
        <RetryAlert
          text={list.error}
          retryLabel={intl.formatMessage(commonMessages.retry)}
          onRetry={list.retry}
        />
      )}
      {list.empty && <p className="kit-muted kit-state">{emptyText}</p>}
      {props.table ? (
        list.items.length > 0 && <RowsTable {...props} table={props.table} />
      ) : (
        <ul className={props.listClassName ?? 'kit-records__list'}>
          {list.items.map((item) => (
            <li key={rowKey(item)}>{row(item)}</li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}

function RowsTable<T>(props: PagedRecordsProps<T> & { table: RecordsTable }) {
  const { table, list, row, rowKey } = props;
  return (
    <div className="kit-table-scroll">
      <table className={props.listClassName}>
        <caption className="kit-caption">{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) => (
            <Fragment key={rowKey(item)}>{row(item)}</Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
