import type { SnapshotFrom } from 'xstate';
import type { AuthenticatorScreenMachine } from './authenticator-screen.machine';

type Snapshot = SnapshotFrom<AuthenticatorScreenMachine>;

export const selectAuthenticatorSetupActor = (snapshot: Snapshot) => snapshot.context.setup;
export const selectAuthenticatorFormActor = (snapshot: Snapshot) => snapshot.context.form;
export const selectRecoveryCodes = (snapshot: Snapshot) => snapshot.context.codes;
export const selectAuthenticatorBound = (snapshot: Snapshot) => snapshot.matches('bound');
