import Pagination from '@rc-component/pagination';
import enUS from '@rc-component/pagination/es/locale/en_US';
import { ConfigProvider } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../../domain/paging';
import './pager.css';

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

/** The previous and next arrows; the list item around each carries its title for assistive tech. */
const PREVIOUS = (
  <button type="button" className="dt-pagination-item-link" tabIndex={-1} aria-hidden="true">
    ‹
  </button>
);
const NEXT = (
  <button type="button" className="dt-pagination-item-link" tabIndex={-1} aria-hidden="true">
    ›
  </button>
);

/**
 * Page numbers under a desktop list. antd's own pagination (the same rc component inside)
 * brings its page-size select, and with it antd's select and virtual list (25 KB gzip) to
 * every page with a list, though no list here lets the user change its page size; this uses
 * the component alone, with antd's texts for the current locale and pager.css for the look.
 */
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
  const { locale } = useContext(ConfigProvider.ConfigContext);
  if (total <= PAGE_SIZE) return null;
  return (
    <nav aria-label={label} className="dt-pager">
      <Pagination
        prefixCls="dt-pagination"
        current={page}
        pageSize={PAGE_SIZE}
        total={total}
        onChange={go}
        showSizeChanger={false}
        locale={{ ...enUS, ...locale?.Pagination }}
        prevIcon={PREVIOUS}
        nextIcon={NEXT}
        jumpPrevIcon={<span className="dt-pagination-ellipsis">•••</span>}
        jumpNextIcon={<span className="dt-pagination-ellipsis">•••</span>}
      />
    </nav>
  );
}
