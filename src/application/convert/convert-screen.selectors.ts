import type { SnapshotFrom } from 'xstate';
import type { ConvertScreenMachine } from './convert-screen.machine';

type Snapshot = SnapshotFrom<ConvertScreenMachine>;

export const selectQuoteActor = (snapshot: Snapshot) => snapshot.context.quote;
export const selectRecordsActor = (snapshot: Snapshot) => snapshot.context.records;
export const selectConfigActor = (snapshot: Snapshot) => snapshot.context.config;
