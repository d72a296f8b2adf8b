import type { SnapshotFrom } from 'xstate';
import type { WhitelistScreenMachine } from './whitelist-screen.machine';

type Screen = SnapshotFrom<WhitelistScreenMachine>;

export const selectGuardActor = (snapshot: Screen) => snapshot.context.guard;
export const selectWhitelistFormActor = (snapshot: Screen) => snapshot.context.form;
