import type { SnapshotFrom } from 'xstate';
import type { ListScreenMachine } from './list-screen.machine';

/** The screen's paged list, for `usePagedList`. */
export const selectScreenList = <T>(snapshot: SnapshotFrom<ListScreenMachine<T>>) => snapshot.context.list;
