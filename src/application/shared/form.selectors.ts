import type { SnapshotFrom } from 'xstate';
import type { FormMachine } from './form.machine';
import type { FormShape } from './form.types';

type Snapshot<S extends FormShape> = SnapshotFrom<FormMachine<S>>;

export const selectDraft = <S extends FormShape>(snapshot: Snapshot<S>) => snapshot.context.draft;
export const selectFormTerms = <S extends FormShape>(snapshot: Snapshot<S>) => snapshot.context.terms;
/** Why the last press was refused before sending, each with the fields it concerns. */
export const selectRefusals = <S extends FormShape>(snapshot: Snapshot<S>) => snapshot.context.refusals;
/** The first refusal's words, for a form that shows one line; null when none. */
export const selectFirstRefusal = <S extends FormShape>(snapshot: Snapshot<S>) =>
  snapshot.context.refusals[0]?.problem ?? null;
/** The fields any refusal concerns, for marking them. */
export const selectRefusedFields = <S extends FormShape>(snapshot: Snapshot<S>): ReadonlySet<S['field']> =>
  new Set(snapshot.context.refusals.flatMap((refusal) => refusal.fields));
/** Why the last send failed (`outcome-unknown` after a lost answer); null when it did not. */
export const selectFormFailure = <S extends FormShape>(snapshot: Snapshot<S>) => snapshot.context.failure;
/** Sending, or looking for what was sent after a lost answer: either way the button stays off. */
export const selectFormSending = <S extends FormShape>(snapshot: Snapshot<S>) =>
  snapshot.matches('submitting') || snapshot.matches('reconciling');
export const selectFormConfirming = <S extends FormShape>(snapshot: Snapshot<S>) =>
  snapshot.matches('confirming');
/** The request waiting for confirmation, exactly as it will be sent; null when none waits. */
export const selectToConfirm = <S extends FormShape>(snapshot: Snapshot<S>) =>
  snapshot.matches('confirming') ? snapshot.context.request : null;
/** Whether the user ticked the confirmation's warning (`rules.acknowledge`). */
export const selectAcknowledged = <S extends FormShape>(snapshot: Snapshot<S>) =>
  snapshot.context.acknowledged;
/** What the last success answered, while the form shows it. */
export const selectFormDone = <S extends FormShape>(snapshot: Snapshot<S>) =>
  snapshot.matches('done') ? snapshot.context.output : null;
export const selectFormSucceeded = <S extends FormShape>(snapshot: Snapshot<S>) => snapshot.matches('done');
export const selectFormUnknown = <S extends FormShape>(snapshot: Snapshot<S>) => snapshot.matches('unknown');
/** Unknown still once the server's deadline has passed: the form no longer looks for it. */
export const selectFormGaveUp = <S extends FormShape>(snapshot: Snapshot<S>) =>
  snapshot.context.failure?.kind === 'outcome-still-unknown';
/** The request being confirmed or on its way, exactly as it leaves; null while editing or after. */
export const selectOutgoing = <S extends FormShape>(snapshot: Snapshot<S>) =>
  snapshot.matches('confirming') || selectFormSending(snapshot) ? snapshot.context.request : null;
