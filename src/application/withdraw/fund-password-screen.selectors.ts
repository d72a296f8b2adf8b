import type { SnapshotFrom } from 'xstate';
import type { FundPasswordScreenMachine } from './fund-password-screen.machine';

export const selectFundPasswordFormActor = (snapshot: SnapshotFrom<FundPasswordScreenMachine>) =>
  snapshot.context.form;
