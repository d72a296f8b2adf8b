import type { SnapshotFrom } from 'xstate';
import type { MessageDetailMachine } from './message-detail.machine';

type Detail = SnapshotFrom<MessageDetailMachine>;

export const selectMessage = (snapshot: Detail) => snapshot.context.notice;
export const selectMessageError = (snapshot: Detail) => snapshot.context.error;
export const selectMessageLoading = (snapshot: Detail) => snapshot.matches('loading');
/** The address names no message (a server without that id says so as a failure). */
export const selectMessageMissing = (snapshot: Detail) => snapshot.matches('missing');
