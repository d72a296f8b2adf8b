import type { SnapshotFrom } from 'xstate';
import type { ConvertQuoteMachine } from './convert-quote.machine';

type Snapshot = SnapshotFrom<ConvertQuoteMachine>;

export const selectFromCoin = (snapshot: Snapshot) => snapshot.context.fromCoin;
export const selectToCoin = (snapshot: Snapshot) => snapshot.context.toCoin;
export const selectAmount = (snapshot: Snapshot) => snapshot.context.amount;
export const selectCoins = (snapshot: Snapshot) => snapshot.context.coins;
export const selectAvailableBalances = (snapshot: Snapshot) => snapshot.context.available;
export const selectQuote = (snapshot: Snapshot) => snapshot.context.quote;
export const selectConvertRefusal = (snapshot: Snapshot) => snapshot.context.refusal;
export const selectConvertFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectQuoteNotice = (snapshot: Snapshot) => snapshot.context.notice;
export const selectConvertResult = (snapshot: Snapshot) => snapshot.context.result;
/** A quote is being asked for (first, after an edit, or because the last one ran out). */
export const selectQuoting = (snapshot: Snapshot) =>
  snapshot.matches('waiting') || snapshot.matches('quoting');
export const selectConfirming = (snapshot: Snapshot) =>
  snapshot.matches('confirming') || (snapshot.matches('quoting') && snapshot.context.reconfirm);
export const selectExecuting = (snapshot: Snapshot) => snapshot.matches('executing');
export const selectDone = (snapshot: Snapshot) => snapshot.matches('done');
export const selectOutcomeUnknown = (snapshot: Snapshot) => snapshot.matches('unknown');
export const selectQuoteFailed = (snapshot: Snapshot) => snapshot.matches('failed');
/** The quote on screen may be confirmed now. */
export const selectCanReview = (snapshot: Snapshot) => snapshot.matches('quoted');
export const selectCanConfirm = (snapshot: Snapshot) => snapshot.matches('confirming');
