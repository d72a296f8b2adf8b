import type { SnapshotFrom } from 'xstate';
import type { LedgerScreenMachine } from './ledger-screen.machine';

type Snapshot = SnapshotFrom<LedgerScreenMachine>;

export const selectLedgerFilter = (snapshot: Snapshot) => snapshot.context.filter;
export const selectLedgerList = (snapshot: Snapshot) => snapshot.context.list;
export const selectLedgerFiltersActor = (snapshot: Snapshot) => snapshot.context.filters;
export const selectLedgerExportActor = (snapshot: Snapshot) => snapshot.context.exportCsv;
