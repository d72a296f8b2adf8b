/** What the paging under a list needs of it (`usePagedList`). */
export interface MoreOf {
  items: readonly unknown[];
  noMore: boolean;
  loadingMore: boolean;
  more: () => void;
}

export interface LoadMoreProps {
  list: MoreOf;
  moreText: string;
  noMoreText: string;
  /** The feature's looks for the button and for the "no more" note. */
  buttonClassName: string;
  noteClassName: string;
}

/**
 * Paging by a button under a record list (PagedRecords' footer): "Load more" appends the next
 * page until the list's sum is loaded, then "No more records". Nothing under an empty list.
 */
export function LoadMore({ list, moreText, noMoreText, buttonClassName, noteClassName }: LoadMoreProps) {
  if (list.items.length === 0) return null;
  if (list.noMore) return <p className={noteClassName}>{noMoreText}</p>;
  return (
    <button type="button" className={buttonClassName} onClick={list.more} disabled={list.loadingMore}>
      {moreText}
    </button>
  );
}
