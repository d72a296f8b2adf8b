import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { withReason } from '../../../shared/failure-text';
import { spotListMessages } from '../spot-lists.messages';

export interface SpotColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
  /** A button that names itself: its label stays for screen readers, hidden on every screen. */
  action?: boolean;
}

export interface SpotListState {
  firstLoad: boolean;
  empty: boolean;
  /** Why the last load failed, in words; the rows before it stay. */
  error: string | null;
  retry: () => void;
}

interface SpotTableProps<T> {
  label: string;
  columns: readonly SpotColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  state: SpotListState;
  emptyText: string;
  /** The form factor's paging: a pager on desktop, infinite scroll on mobile. */
  footer?: ReactNode;
}

/**
 * A list of rows whose cells carry their own labels: on desktop (.sp-table--wide) the labels
 * hide behind one header line and the rows line up as a table; on mobile each row is a card
 * of labelled values. Screen readers hear each value with its label in both.
 */
export function SpotTable<T>({ label, columns, rows, rowKey, state, emptyText, footer }: SpotTableProps<T>) {
  const intl = useIntl();
  if (state.firstLoad)
    return (
      <p className="sp-state" role="status">
        {intl.formatMessage(spotListMessages.loading)}
      </p>
    );
  return (
    <div className="sp-table" style={{ '--sp-columns': columns.length } as CSSProperties}>
      {state.error !== null && (
        <div className="sp-state sp-state--error" role="alert">
          <span>{withReason(intl.formatMessage(spotListMessages.error), state.error)}</span>
          <button type="button" className="sp-link" onClick={state.retry}>
            {intl.formatMessage(spotListMessages.retry)}
          </button>
        </div>
      )}
      {state.empty ? (
        <p className="sp-state">{emptyText}</p>
      ) : (
        <ul className="sp-table__rows" aria-label={label}>
          <li className="sp-table__head" aria-hidden="true">
            {columns.map((column) => (
              <span key={column.key} className={column.numeric ? 'sp-num' : undefined}>
                {column.label}
              </span>
            ))}
          </li>
          {rows.map((row) => (
            <li key={rowKey(row)} className="sp-table__row">
              {columns.map((column) => (
                <span
                  key={column.key}
                  className={`sp-cell${column.numeric ? ' sp-num' : ''}${column.action ? ' sp-cell--action' : ''}`}
                >
                  <span className="sp-cell__label">{column.label}</span>
                  <span className="sp-cell__value">{column.render(row)}</span>
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {footer}
    </div>
  );
}
