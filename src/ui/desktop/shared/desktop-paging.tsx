import { useIntl, type MessageDescriptor } from 'react-intl';
import { Pager, usePager, type PagedRows } from './pager';

/**
 * A desktop list ten rows a page: the rows of the page shown, the same list with only those
 * rows (for lists that take the whole list view), and the pager under it, named for screen
 * readers by `label`. Every desktop records list pages this way.
 */
export function useDesktopPaging<T, L extends PagedRows<T>>(
  list: L & PagedRows<T>,
  label: MessageDescriptor,
) {
  const intl = useIntl();
  const pager = usePager(list);
  const footer = (
    <Pager page={pager.page} total={list.total} go={pager.go} label={intl.formatMessage(label)} />
  );
  return { rows: pager.rows, shown: { ...list, items: pager.rows }, footer };
}
