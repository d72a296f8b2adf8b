import type { SnapshotFrom } from 'xstate';
import type { SubmissionMachine } from '../shared/submission.machine';

type SubmissionSnapshot<I> = SnapshotFrom<SubmissionMachine<I>>;

/** A transfer or a demo top-up on its way. */
export const selectSending = <I>(snapshot: SubmissionSnapshot<I>) => snapshot.matches('submitting');
/** The amount rule refused the last submit. */
export const selectRefused = <I>(snapshot: SubmissionSnapshot<I>) => snapshot.context.refusal !== null;
