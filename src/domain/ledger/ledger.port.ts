import type { Page } from '../paging';
import type { LedgerEntry, LedgerFilters, LedgerQuery } from './ledger';

/** Output port: the transaction log (assumed paths /wallet/getLedger..., api-paths.ts). */
export interface LedgerGateway {
  entries(query: LedgerQuery): Promise<Page<LedgerEntry>>;
  filters(): Promise<LedgerFilters>;
}

/** Output port: hands a finished table to the user as a CSV file (settles once it is handed over). */
export interface CsvFileSaver {
  save(fileName: string, rows: readonly (readonly string[])[]): Promise<void>;
}
