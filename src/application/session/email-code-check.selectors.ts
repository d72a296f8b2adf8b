import type { SnapshotFrom } from 'xstate';
import type { EmailCodeCheckMachine } from './email-code-check.machine';

type CheckSnapshot = SnapshotFrom<EmailCodeCheckMachine>;

export type CodeCheckStatus = 'idle' | 'checking' | 'verified' | 'wrong' | 'unchecked';

export const selectCodeCheckStatus = (snapshot: CheckSnapshot): CodeCheckStatus =>
  snapshot.matches('checking')
    ? 'checking'
    : snapshot.matches('verified')
      ? 'verified'
      : snapshot.matches('wrong')
        ? 'wrong'
        : snapshot.matches('unchecked')
          ? 'unchecked'
          : 'idle';
/** Why the check got no verdict; null unless it is unchecked. */
export const selectCodeCheckFailure = (snapshot: CheckSnapshot) =>
  snapshot.matches('unchecked') ? snapshot.context.failure : null;
/** The server's words for a wrong code; null unless the check said wrong. */
export const selectCodeCheckProblem = (snapshot: CheckSnapshot) =>
  snapshot.matches('wrong') ? snapshot.context.problem : null;
