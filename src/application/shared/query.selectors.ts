import type { SnapshotFrom } from 'xstate';
import type { QueryMachine } from './query.machine';

type Snapshot<T> = SnapshotFrom<QueryMachine<T>>;

export const selectQueryData = <T>(snapshot: Snapshot<T>) => snapshot.context.data;
export const selectQueryError = <T>(snapshot: Snapshot<T>) => snapshot.context.error;
export const selectQueryLoading = <T>(snapshot: Snapshot<T>) => snapshot.matches('loading');
export const selectQueryFailed = <T>(snapshot: Snapshot<T>) => snapshot.matches('failed');
