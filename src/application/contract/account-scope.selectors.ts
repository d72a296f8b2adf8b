import type { SnapshotFrom } from 'xstate';
import type { AccountScopeMachine } from './account-scope.machine';

type ScopeSnapshot = SnapshotFrom<AccountScopeMachine>;

export const selectScopeAccount = (snapshot: ScopeSnapshot) => snapshot.context.account;
export const selectHoldingList = (snapshot: ScopeSnapshot) => snapshot.context.holding;
export const selectCompletedList = (snapshot: ScopeSnapshot) => snapshot.context.completed;
export const selectLiquidatedList = (snapshot: ScopeSnapshot) => snapshot.context.liquidated;
export const selectRecordsList = (snapshot: ScopeSnapshot) => snapshot.context.records;
export const selectAssetsQuery = (snapshot: ScopeSnapshot) => snapshot.context.assets;
/** The fetched balances, else those kept from the last visit; null when neither is known. */
export const selectBalances = (snapshot: ScopeSnapshot) => snapshot.context.balances;
export const selectTransferActor = (snapshot: ScopeSnapshot) => snapshot.context.transfer;
export const selectDemoFundsActor = (snapshot: ScopeSnapshot) => snapshot.context.addDemoFunds;
/** The demo top-up amounts on offer; null on the real account. */
export const selectDemoAmountsActor = (snapshot: ScopeSnapshot) => snapshot.context.demoAmounts;
/** Positions that settled a moment ago, shown with their result among the open ones. */
export const selectJustSettled = (snapshot: ScopeSnapshot) => snapshot.context.justSettled;
