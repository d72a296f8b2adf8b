import type { SnapshotFrom } from 'xstate';
import type { AntiPhishingScreenMachine } from './anti-phishing-screen.machine';

export const selectAntiPhishingFormActor = (snapshot: SnapshotFrom<AntiPhishingScreenMachine>) =>
  snapshot.context.form;
