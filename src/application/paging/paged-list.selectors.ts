import type { SnapshotFrom } from 'xstate';
import type { PagedListMachine } from './paged-list.machine';

type Snapshot<T> = SnapshotFrom<PagedListMachine<T>>;

export const selectItems = <T>(snapshot: Snapshot<T>) => snapshot.context.page.items;
export const selectTotal = <T>(snapshot: Snapshot<T>) => snapshot.context.page.sum;
export const selectNoMore = <T>(snapshot: Snapshot<T>) => snapshot.context.page.noMore;
/** The first load with nothing to show yet; a reload keeps the rows it has on screen. */
export const selectFirstLoad = <T>(snapshot: Snapshot<T>) =>
  snapshot.matches('loading') && snapshot.context.pageNo === 1 && snapshot.context.page.items.length === 0;
export const selectLoadingMore = <T>(snapshot: Snapshot<T>) =>
  snapshot.matches('loading') && snapshot.context.pageNo > 1;
export const selectListError = <T>(snapshot: Snapshot<T>) => snapshot.context.error;
export const selectEmpty = <T>(snapshot: Snapshot<T>) =>
  snapshot.matches('idle') && snapshot.context.page.items.length === 0;
