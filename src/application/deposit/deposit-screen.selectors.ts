import type { SnapshotFrom } from 'xstate';
import type { DepositAddressMachine } from './deposit-address.machine';
import type { DepositScreenMachine } from './deposit-screen.machine';
import type { DepositWatchMachine } from './deposit-watch.machine';

type Screen = SnapshotFrom<DepositScreenMachine>;
type Address = SnapshotFrom<DepositAddressMachine>;
type Watch = SnapshotFrom<DepositWatchMachine>;

export const selectAddressActor = (snapshot: Screen) => snapshot.context.address;
export const selectRecordsActor = (snapshot: Screen) => snapshot.context.records;
export const selectWatchActor = (snapshot: Screen) => snapshot.context.watch;
export const selectSimulateActor = (snapshot: Screen) => snapshot.context.simulate;
/** The app's spot account, for the balance of the coin shown. */
export const selectDepositSpotAccount = (snapshot: Screen) => snapshot.context.spotAccount;

export const selectCoin = (snapshot: Address) => snapshot.context.coin;
export const selectNetwork = (snapshot: Address) => snapshot.context.network;
export const selectDepositAddress = (snapshot: Address) => snapshot.context.address;
export const selectAddressLoading = (snapshot: Address) => snapshot.matches('loading');
export const selectAddressError = (snapshot: Address) =>
  snapshot.matches('failed') ? snapshot.context.error : null;

/** Deposits still confirming, with their last counted confirmations. */
export const selectArriving = (snapshot: Watch) => snapshot.context.arriving;
