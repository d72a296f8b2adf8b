import { useId, type ReactNode } from 'react';
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

export interface PagedRecordsProps<T> {
  list: RecordsView<T>;
  /** The section's heading; none where the page around it already names the list. */
  title?: string;
  /** "No deposits yet": said when the first page came back empty. */
  emptyText: string;
  testId: string;
  className?: string;
  listClassName?: string;
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
      <ul className={props.listClassName ?? 'kit-records__list'}>
        {list.items.map((item) => (
          <li key={rowKey(item)}>{row(item)}</li>
        ))}
      </ul>
      {footer}
    </section>
  );
}
