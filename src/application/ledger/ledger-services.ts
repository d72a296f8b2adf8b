import { fromPromise } from 'xstate';
import type { LedgerEntry, LedgerFilter } from '../../domain/ledger/ledger';
import { ledgerCsvFileName, ledgerCsvRows } from '../../domain/ledger/ledger-csv';
import type { CsvFileSaver, LedgerGateway } from '../../domain/ledger/ledger.port';
import { PAGE_SIZE } from '../../domain/paging';
import type { Clock } from '../../domain/shared/clock.port';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { createQueryMachine, provideQuery } from '../shared/query.machine';
import { provideForm } from '../shared/form.provide';
import { createLedgerExportForm } from './ledger-export.form';
import {
  createLedgerScreenMachine,
  type LedgerExportRequest,
  type LedgerScreenMachine,
} from './ledger-screen.machine';

/** The export reads the log this many rows a call (the engine's largest page). */
export const EXPORT_PAGE_SIZE = 100;
/** And stops here: a file for a spreadsheet, not a full archive. */
export const EXPORT_MAX_ROWS = 10_000;

/** Input ports of the transaction log screen. */
export interface LedgerServices {
  screen: LedgerScreenMachine;
}

export interface LedgerServicesDeps {
  ledger: LedgerGateway;
  csv: CsvFileSaver;
  clock: Clock;
}

/** Every entry of the filtered log, newest first, page after page up to the cap. */
export async function allEntries(ledger: LedgerGateway, filter: LedgerFilter): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (let pageNo = 1; entries.length < EXPORT_MAX_ROWS; pageNo += 1) {
    const page = await ledger.entries({ ...filter, pageNo, pageSize: EXPORT_PAGE_SIZE });
    entries.push(...page.list);
    if (page.list.length === 0 || entries.length >= page.sum) break;
  }
  return entries.slice(0, EXPORT_MAX_ROWS);
}

export function createLedgerServices({ ledger, csv, clock }: LedgerServicesDeps): LedgerServices {
  const entries = (filter: LedgerFilter) =>
    createPagedListMachine<LedgerEntry>().provide({
      actors: {
        fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) =>
          ledger.entries({ ...filter, pageNo: input.pageNo, pageSize: PAGE_SIZE }),
        ),
      },
    });
  const exportCsv = provideForm(createLedgerExportForm(), {
    send: async ({ filter, labels }: LedgerExportRequest) => {
      const rows = ledgerCsvRows(await allEntries(ledger, filter), labels);
      await csv.save(ledgerCsvFileName(clock.now()), rows);
    },
  });
  return {
    screen: createLedgerScreenMachine({
      entries,
      filters: provideQuery(createQueryMachine(), () => ledger.filters()),
      exportCsv,
    }),
  };
}
