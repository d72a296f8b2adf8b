import type { SnapshotFrom } from 'xstate';
import type { SubmissionMachine } from './submission.machine';

type Snapshot<I, P extends string> = SnapshotFrom<SubmissionMachine<I, P>>;

export const selectSubmitting = <I, P extends string>(snapshot: Snapshot<I, P>) =>
  snapshot.matches('submitting');
/** Why the last input was refused before sending, if it was. */
export const selectRefusal = <I, P extends string>(snapshot: Snapshot<I, P>) => snapshot.context.refusal;
/** The server's message of the last failure, null when none. */
export const selectFailure = <I, P extends string>(snapshot: Snapshot<I, P>) => snapshot.context.failure;
/** The rule refused the last submit before anything was sent. */
export const selectRefused = <I, P extends string>(snapshot: Snapshot<I, P>) =>
  snapshot.context.refusal !== null;
