import type { SnapshotFrom } from 'xstate';
import type { QueryMachine } from '../shared/query.machine';

type QuerySnapshot<T> = SnapshotFrom<QueryMachine<T>>;

const NO_AMOUNTS: string[] = [];

/** The contract balances or demo amounts as last answered; null before the first answer. */
export const selectQueryData = <T>(snapshot: QuerySnapshot<T>) => snapshot.context.data;
export const selectQueryLoading = <T>(snapshot: QuerySnapshot<T>) => snapshot.matches('loading');
export const selectQueryError = <T>(snapshot: QuerySnapshot<T>) => snapshot.context.error;
/** The demo top-up amounts the server offers; none until it answers. */
export const selectDemoAmounts = (snapshot: QuerySnapshot<string[]>) => snapshot.context.data ?? NO_AMOUNTS;
