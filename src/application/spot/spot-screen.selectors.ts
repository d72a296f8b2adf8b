import type { SnapshotFrom } from 'xstate';
import type { SpotCancelMachine } from './spot-cancel.machine';
import type { SpotScreenMachine } from './spot-screen.machine';

type Snapshot = SnapshotFrom<SpotScreenMachine>;

export const selectSpotOrderActor = (snapshot: Snapshot) => snapshot.context.order;
export const selectSpotCancelActor = (snapshot: Snapshot) => snapshot.context.cancel;
export const selectOpenOrdersActor = (snapshot: Snapshot) => snapshot.context.lists.openOrders;
export const selectOrderHistoryActor = (snapshot: Snapshot) => snapshot.context.lists.orderHistory;
export const selectTradesActor = (snapshot: Snapshot) => snapshot.context.lists.trades;
/** Every spot coin with its available and frozen amounts; null until the first answer. */
export const selectSpotBalances = (snapshot: Snapshot) => snapshot.context.balances;
/** Why the balances could not be loaded; null once an answer came. */
export const selectSpotBalancesError = (snapshot: Snapshot) => snapshot.context.balancesError;

/** What is being cancelled: one order's id, 'all', or null. */
export const selectCancelling = (snapshot: SnapshotFrom<SpotCancelMachine>) => {
  const request = snapshot.context.cancelling;
  return request === null ? null : request.kind === 'all' ? 'all' : request.orderId;
};
