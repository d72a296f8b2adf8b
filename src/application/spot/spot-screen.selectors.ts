import type { SnapshotFrom } from 'xstate';
import type { SpotCancelForm } from './spot-cancel.machine';
import type { SpotScreenMachine } from './spot-screen.machine';

type Snapshot = SnapshotFrom<SpotScreenMachine>;

export const selectSpotOrderActor = (snapshot: Snapshot) => snapshot.context.order;
export const selectSpotCancelActor = (snapshot: Snapshot) => snapshot.context.cancel;
export const selectOpenOrdersActor = (snapshot: Snapshot) => snapshot.context.lists.openOrders;
export const selectOrderHistoryActor = (snapshot: Snapshot) => snapshot.context.lists.orderHistory;
export const selectTradesActor = (snapshot: Snapshot) => snapshot.context.lists.trades;
/** The app's spot account, whose balances and failure the screen shows. */
export const selectSpotAccountActor = (snapshot: Snapshot) => snapshot.context.spotAccount;

/** What is being cancelled: one order's id, 'all', or null. */
export const selectCancelling = (snapshot: SnapshotFrom<SpotCancelForm>) => {
  const { request } = snapshot.context;
  if (!snapshot.matches('submitting') || request === null) return null;
  return request.target.kind === 'all' ? 'all' : request.target.orderId;
};
