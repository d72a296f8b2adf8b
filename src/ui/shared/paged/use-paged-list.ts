import { useSelector } from '@xstate/react';
import { waitFor, type ActorRefFrom } from 'xstate';
import type { PagedListMachine } from '../../../application/paging/paged-list.machine';
import {
  selectEmpty,
  selectFirstLoad,
  selectItems,
  selectListError,
  selectLoadingMore,
  selectNoMore,
  selectTotal,
} from '../../../application/paging/paged-list.selectors';
import { useFailureText } from '../failure-text';

/** A paged list's rows and states, for infinite scroll (mobile) or a pager (desktop). */
export function usePagedList<T>(list: ActorRefFrom<PagedListMachine<T>>) {
  const failureText = useFailureText();
  const error = useSelector(list, selectListError<T>);
  return {
    items: useSelector(list, selectItems<T>),
    total: useSelector(list, selectTotal<T>),
    noMore: useSelector(list, selectNoMore<T>),
    firstLoad: useSelector(list, selectFirstLoad<T>),
    loadingMore: useSelector(list, selectLoadingMore<T>),
    /** Why the last page failed, in words (a reload keeps the rows shown). */
    error: failureText(error),
    empty: useSelector(list, selectEmpty<T>),
    more: () => list.send({ type: 'more' }),
    /** Asks for the next page and settles once it has arrived or failed (infinite scroll). */
    loadMore: async () => {
      list.send({ type: 'more' });
      await waitFor(list, (snapshot) => !snapshot.matches('loading'));
    },
    retry: () => list.send({ type: 'retry' }),
  };
}
