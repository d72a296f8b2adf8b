import type { SnapshotFrom } from 'xstate';
import { receivedAmount } from '../../domain/withdraw/withdraw-rules';
import { configOf } from '../../domain/withdraw/withdraw-rules';
import type { WithdrawFormMachine } from './withdraw-form.machine';
import type { WithdrawScreenMachine } from './withdraw-screen.machine';

type Screen = SnapshotFrom<WithdrawScreenMachine>;
type Form = SnapshotFrom<WithdrawFormMachine>;

export const selectFormActor = (snapshot: Screen) => snapshot.context.form;
export const selectWithdrawRecordsActor = (snapshot: Screen) => snapshot.context.records;
export const selectCancelActor = (snapshot: Screen) => snapshot.context.cancel;
export const selectTerms = (snapshot: Screen) => snapshot.context.terms;
/** Nothing to show yet: the first load of the terms. */
export const selectTermsLoading = (snapshot: Screen) =>
  snapshot.matches('loading') && snapshot.context.terms === null;
export const selectTermsError = (snapshot: Screen) =>
  snapshot.matches('failed') ? snapshot.context.error : null;

export const selectForm = (snapshot: Form) => snapshot.context.form;
export const selectWithdrawRefusal = (snapshot: Form) => snapshot.context.refusal;
export const selectWithdrawFailure = (snapshot: Form) => snapshot.context.failure;
export const selectConfirming = (snapshot: Form) => snapshot.matches('confirming');
export const selectSending = (snapshot: Form) => snapshot.matches('submitting');
export const selectSent = (snapshot: Form) => (snapshot.matches('done') ? snapshot.context.sent : null);
export const selectOutcomeUnknown = (snapshot: Form) => snapshot.matches('unknown');

/** The chosen network's fee and minimum, null while the terms are loading. */
export const selectNetworkTerms = (snapshot: Form) =>
  configOf(snapshot.context.terms?.config ?? [], snapshot.context.form.coin, snapshot.context.form.network);

/** The coin's available spot balance, null while unknown. */
export const selectAvailable = (snapshot: Form) =>
  snapshot.context.terms?.available[snapshot.context.form.coin] ?? null;

/** The coin's frozen spot balance (pending withdrawals), null while unknown. */
export const selectFrozen = (snapshot: Form) =>
  snapshot.context.terms?.frozen[snapshot.context.form.coin] ?? null;

/** amount - fee, as the address receives it; null until amount and fee are known. */
export const selectReceived = (snapshot: Form) => {
  const terms = selectNetworkTerms(snapshot);
  return terms ? receivedAmount(snapshot.context.form.amount, terms.fee) : null;
};

export const selectSavedAddresses = (snapshot: Form) => snapshot.context.terms?.saved ?? [];
export const selectNow = (snapshot: Form) => snapshot.context.now;
