import type { SnapshotFrom } from 'xstate';
import type { StorageNoticeMachine } from './storage-notice.machine';

/** The notice is due: show it, then send 'notice.shown'. */
export const selectStorageFullDue = (snapshot: SnapshotFrom<StorageNoticeMachine>) =>
  snapshot.matches('telling');
