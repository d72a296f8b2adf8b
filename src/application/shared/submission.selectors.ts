import type { SnapshotFrom } from 'xstate';
import type { SubmissionMachine } from './submission.machine';

type Snapshot<I, P extends string> = SnapshotFrom<SubmissionMachine<I, P>>;

/** Sending, or reloading after a lost answer: either way the button stays off. */
export const selectSubmitting = <I, P extends string>(snapshot: Snapshot<I, P>) =>
  snapshot.matches('submitting') || snapshot.matches('reconciling');
/** Why the last input was refused before sending, if it was. */
export const selectRefusal = <I, P extends string>(snapshot: Snapshot<I, P>) => snapshot.context.refusal;
/** Why the last send failed, null when it did not. */
export const selectFailure = <I, P extends string>(snapshot: Snapshot<I, P>) => snapshot.context.failure;
/** The rule refused the last submit before anything was sent. */
export const selectRefused = <I, P extends string>(snapshot: Snapshot<I, P>) =>
  snapshot.context.refusal !== null;
