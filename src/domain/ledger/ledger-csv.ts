import { isDecimalString } from '../precision';
import type { LedgerEntry } from './ledger';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"):
 * such a cell is written with a leading apostrophe, so it shows as text and never runs.
 */
const FORMULA_LEAD = /^[=+\-@\t\r\uFF0B\uFF1D\uFF0D\uFF20]/;

/** A cell as written to the file: a plain number as it is, a formula-looking text defused. */
export function csvSafeCell(value: string): string {
  if (isDecimalString(value)) return value;
  return FORMULA_LEAD.test(value) ? `'${value}` : value;
}

/** How the rows name things, in the reader's language (the UI supplies them). */
export interface LedgerCsvLabels {
  header: readonly [string, string, string, string, string, string, string];
  type(name: string): string;
  account(name: string): string;
  time(ms: number): string;
}

/** The table of the export: a header row, then one row per entry, every cell made safe. */
export function ledgerCsvRows(entries: readonly LedgerEntry[], labels: LedgerCsvLabels): string[][] {
  const rows = entries.map((entry) => [
    labels.time(entry.createdAt),
    labels.type(entry.type),
    labels.account(entry.account),
    entry.currency,
    entry.amount,
    entry.balance,
    entry.remark,
  ]);
  return [[...labels.header], ...rows].map((row) => row.map(csvSafeCell));
}

/** The export's file name: the log and the day it was made. */
export function ledgerCsvFileName(now: number): string {
  return `transaction-log-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
