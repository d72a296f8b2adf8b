import type { SnapshotFrom } from 'xstate';
import type { WalletScreenMachine } from './wallet-screen.machine';

type Screen = SnapshotFrom<WalletScreenMachine>;

export const selectWalletTransferActor = (snapshot: Screen) => snapshot.context.transfer;
/** Why the overview could not be loaded: the accounts, else spot; null when both answered. */
export const selectOverviewError = (snapshot: Screen) =>
  snapshot.context.accountsError ?? snapshot.context.spotError;
/** The balances shown: this visit's, else the ones kept from the last visit; null before either. */
export const selectShownOverview = (snapshot: Screen) => snapshot.context.fresh ?? snapshot.context.kept;
/** Nothing to show yet, and nothing failed: the first answers are on their way. */
export const selectOverviewLoading = (snapshot: Screen) =>
  selectShownOverview(snapshot) === null && selectOverviewError(snapshot) === null;
/** Showing the overview kept from the last visit while this visit's answers come. */
export const selectOverviewStale = (snapshot: Screen) =>
  snapshot.context.fresh === null && snapshot.context.kept !== null && selectOverviewError(snapshot) === null;
export const selectHideSmall = (snapshot: Screen) => snapshot.context.hideSmall;
export const selectAmountsHidden = (snapshot: Screen) => snapshot.context.amountsHidden;
