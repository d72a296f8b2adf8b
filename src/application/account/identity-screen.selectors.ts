import type { SnapshotFrom } from 'xstate';
import type { IdentityScreenMachine } from './identity-screen.machine';

export const selectIdentityFormActor = (snapshot: SnapshotFrom<IdentityScreenMachine>) =>
  snapshot.context.form;
