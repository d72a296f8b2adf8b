import type { SnapshotFrom } from 'xstate';
import { codeSubjectOf, configOf, receivedAmount } from '../../domain/withdraw/withdraw-rules';
import { lookalikeIn, type WithdrawFormMachine } from './withdraw-form';
import type { WithdrawScreenMachine } from './withdraw-screen.machine';

type Screen = SnapshotFrom<WithdrawScreenMachine>;
type Form = SnapshotFrom<WithdrawFormMachine>;

export const selectFormActor = (snapshot: Screen) => snapshot.context.form;
export const selectWithdrawRecordsActor = (snapshot: Screen) => snapshot.context.records;
export const selectCancelActor = (snapshot: Screen) => snapshot.context.cancel;
/** Nothing to show yet: the first load of the book. */
export const selectTermsLoading = (snapshot: Screen) =>
  snapshot.matches({ terms: 'loading' }) && snapshot.context.book === null;
/** Why the terms could not be loaded: the book, else the spot balances; null when both came. */
export const selectTermsError = (snapshot: Screen) =>
  (snapshot.matches({ terms: 'failed' }) ? snapshot.context.error : null) ?? snapshot.context.spotError;

/** The chosen network's fee and minimum, null while the terms are loading. */
export const selectNetworkTerms = (snapshot: Form) =>
  configOf(snapshot.context.terms.config, snapshot.context.draft.coin, snapshot.context.draft.network);

/** The coin's available spot balance, null while unknown. */
export const selectAvailable = (snapshot: Form) =>
  snapshot.context.terms.available[snapshot.context.draft.coin] ?? null;

/** The coin's frozen spot balance (pending withdrawals), null while unknown. */
export const selectFrozen = (snapshot: Form) =>
  snapshot.context.terms.frozen[snapshot.context.draft.coin] ?? null;

/** amount - fee, as the address receives it; null until amount and fee are known. */
export const selectReceived = (snapshot: Form) => {
  const terms = selectNetworkTerms(snapshot);
  return terms ? receivedAmount(snapshot.context.draft.amount, terms.fee) : null;
};

export const selectSavedAddresses = (snapshot: Form) => snapshot.context.terms.saved;

/** What holds withdrawals (stable between loads; the screen counts its time left on server time). */
export const selectWithdrawGuard = (snapshot: Form) => snapshot.context.terms.guard;

/** The withdrawal the email code is to be sent for; null until address and amount are filled. */
export const selectCodeSubject = (snapshot: Form) => codeSubjectOf(snapshot.context.draft);

/** An authenticator is bound: the form asks for its code (or a recovery code) as well. */
export const selectAuthenticatorAsked = (snapshot: Form) => snapshot.context.terms.authenticator;

/** Whitelist-only withdrawals are on: only saved addresses past their cool-down can be used. */
export const selectWhitelistOnly = (snapshot: Form) => snapshot.context.terms.guard.whitelistOnly;

/** The saved or past withdrawal address a typed one imitates (the confirmation warns of it), or null. */
export const selectLookalike = (snapshot: Form) =>
  lookalikeIn(snapshot.context.draft, snapshot.context.terms);
