import type { SnapshotFrom } from 'xstate';
import { availableOf } from '../../domain/wallet/balances';
import type { SpotAccountMachine } from './spot-account.machine';

type Snapshot = SnapshotFrom<SpotAccountMachine>;

/** The spot balances, null until the first answer. */
export const selectSpotRows = (snapshot: Snapshot) => snapshot.context.rows;
/** Why the last load failed; the rows before it stay. */
export const selectSpotAccountError = (snapshot: Snapshot) => snapshot.context.error;
/** Nothing to show yet: the first load is on its way. */
export const selectSpotAccountLoading = (snapshot: Snapshot) =>
  snapshot.matches('loading') && snapshot.context.rows === null;
export const selectSpotAvailable = (coin: string) => (snapshot: Snapshot) =>
  availableOf(snapshot.context.rows, coin);
