/** SPEC section 9: order and record lists load 10 rows a page, starting at page 1. */
export const PAGE_SIZE = 10;
export const FIRST_PAGE = 1;

/** One page as the server sends it (SPEC section 3); `sum` is the total row count. */
export interface Page<T> {
  list: T[];
  sum: number;
}

/** A list loaded page by page. pageNo 0 means nothing is loaded yet. */
export interface PageState<T> {
  items: T[];
  pageNo: number;
  sum: number;
  noMore: boolean;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export function emptyPageState<T>(): PageState<T> {
  return { items: [], pageNo: 0, sum: 0, noMore: false };
}

/**
 * SPEC section 4: page 1 replaces the list, later pages append, and noMore is set once
 * the loaded count reaches sum.
 *
 * Two guards the SPEC does not spell out:
 * - A page that is neither page 1 nor the next page (a late or repeated answer, e.g. a
 *   double scroll event) is ignored, so rows never appear twice or out of order.
 * - An empty page also ends the list, so a server whose sum overstates the rows cannot
 *   make an infinite scroll ask for ever.
 */
export function applyPage<T>(state: PageState<T>, pageNo: number, page: Page<T>): PageState<T> {
  const first = pageNo === FIRST_PAGE;
  if (!first && pageNo !== nextPageNo(state)) return state;
  const items = first ? [...page.list] : [...state.items, ...page.list];
  return { items, pageNo, sum: page.sum, noMore: items.length >= page.sum || page.list.length === 0 };
}

/** The page to ask for next: FIRST_PAGE for an empty state. */
export function nextPageNo<T>(state: PageState<T>): number {
  return state.pageNo + 1;
}

export function pageQuery(pageNo: number): PageQuery {
  return { pageNo, pageSize: PAGE_SIZE };
}
