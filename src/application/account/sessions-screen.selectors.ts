import type { SnapshotFrom } from 'xstate';
import type { SessionsScreenMachine } from './sessions-screen.machine';

type Snapshot = SnapshotFrom<SessionsScreenMachine>;

export const selectSessionListActor = (snapshot: Snapshot) => snapshot.context.list;
export const selectSignOutFormActor = (snapshot: Snapshot) => snapshot.context.signOut;
