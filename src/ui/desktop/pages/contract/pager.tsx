import { Pagination } from 'antd';
import { useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../../../domain/paging';

export interface PagedRows<T> {
  items: readonly T[];
  total: number;
  noMore: boolean;
  loadingMore: boolean;
  firstLoad: boolean;
  error: string | null;
  more: () => void;
}

/**
 * Desktop paging over an append-only paged list: page k shows rows (k-1)*10 .. k*10 and
 * asks the list for the next page when k goes past what is loaded.
 */
export function usePager<T>(list: PagedRows<T>) {
  const [page, setPage] = useState(1);
  const rows = list.items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const { items, noMore, loadingMore, firstLoad, error, more } = list;
  // A jump past the rows loaded asks page after page until the chosen one is here.
  const short = page * PAGE_SIZE > items.length && !noMore;
  useEffect(() => {
    if (short && !loadingMore && !firstLoad && error === null) more();
  }, [short, loadingMore, firstLoad, error, more]);
  return { page, rows, go: setPage };
}

export function Pager({
  page,
  total,
  go,
  label,
}: {
  page: number;
  total: number;
  go: (page: number) => void;
  label: string;
}) {
  if (total <= PAGE_SIZE) return null;
  return (
    <nav aria-label={label} className="ct-pager">
      <Pagination
        current={page}
        pageSize={PAGE_SIZE}
        total={total}
        onChange={go}
        showSizeChanger={false}
        size="small"
      />
    </nav>
  );
}
