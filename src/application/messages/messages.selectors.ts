import type { SnapshotFrom } from 'xstate';
import type { MessageDetailMachine } from './message-detail.machine';
import type { MessagesScreenMachine } from './messages-screen.machine';

type Detail = SnapshotFrom<MessageDetailMachine>;

export const selectMessagesList = (snapshot: SnapshotFrom<MessagesScreenMachine>) => snapshot.context.list;
export const selectMessage = (snapshot: Detail) => snapshot.context.notice;
export const selectMessageError = (snapshot: Detail) => snapshot.context.error;
export const selectMessageLoading = (snapshot: Detail) => snapshot.matches('loading');
/** The address names no message (a server without that id says so as a failure). */
export const selectMessageMissing = (snapshot: Detail) => snapshot.matches('missing');
