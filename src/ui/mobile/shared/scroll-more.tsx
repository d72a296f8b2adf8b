import { InfiniteScroll } from 'antd-mobile';

/** What the infinite scroll reads of a paged list (usePagedList's view, or a feature's). */
export interface ScrollableList {
  items: readonly unknown[];
  noMore: boolean;
  error: string | null;
  loadMore: () => Promise<void>;
}

/**
 * A phone list's footer: the infinite scroll asks for the next page as the user nears the end
 * and resolves once it has arrived; `endText` is said once there is no more. Nothing while the
 * list is empty or failed: its own empty state or Retry speaks then. Nothing either at the end
 * without an end text: the scroll's padded box would leave an empty band under the last row.
 */
export function ScrollMore({ list, endText = null }: { list: ScrollableList; endText?: string | null }) {
  if (list.items.length === 0 || list.error !== null) return null;
  if (list.noMore && endText === null) return null;
  return (
    <InfiniteScroll hasMore={!list.noMore} loadMore={list.loadMore}>
      {list.noMore ? endText : null}
    </InfiniteScroll>
  );
}
