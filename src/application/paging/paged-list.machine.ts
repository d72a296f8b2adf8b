import { assign, fromPromise, setup } from 'xstate';
import {
  applyPage,
  emptyPageState,
  FIRST_PAGE,
  nextPageNo,
  type Page,
  type PageState,
} from '../../domain/paging';
import { failureOf, type Failure } from '../shared/failure-message';

export interface PagedListContext<T> {
  page: PageState<T>;
  /** The page being fetched, so its answer is applied at the right place. */
  pageNo: number;
  error: Failure | null;
}

export type PagedListEvent = { type: 'reload' } | { type: 'more' } | { type: 'retry' };

/**
 * A server list read page by page (SPEC section 4, "Paging"): page 1 replaces, later pages
 * append, and `noMore` stops the asking. `reload` starts over from page 1 (after an order,
 * a transfer, an account switch); `more` is the infinite scroll or the next page button.
 * The fetch is supplied by the composition root with the query of its list.
 */
export function createPagedListMachine<T>() {
  return setup({
    types: {} as { context: PagedListContext<T>; events: PagedListEvent },
    actors: {
      fetchPage: fromPromise<Page<T>, { pageNo: number }>(() => {
        throw new Error('fetchPage not provided');
      }),
    },
    guards: {
      hasMore: ({ context }) => !context.page.noMore,
    },
  }).createMachine({
    id: 'pagedList',
    context: { page: emptyPageState<T>(), pageNo: FIRST_PAGE, error: null },
    initial: 'loading',
    on: { reload: { target: '.loading', reenter: true, actions: assign({ pageNo: FIRST_PAGE }) } },
    states: {
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ pageNo: context.pageNo }),
          onDone: {
            target: 'idle',
            actions: assign({
              page: ({ context, event }) => applyPage(context.page, context.pageNo, event.output),
            }),
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => failureOf(event.error) }),
          },
        },
      },
      idle: {
        on: {
          more: {
            guard: 'hasMore',
            target: 'loading',
            actions: assign({ pageNo: ({ context }) => nextPageNo(context.page) }),
          },
        },
      },
      failed: { on: { retry: 'loading' } },
    },
  });
}

export type PagedListMachine<T> = ReturnType<typeof createPagedListMachine<T>>;
