import type { LedgerFilter } from '../../domain/ledger/ledger';
import type { LedgerCsvLabels } from '../../domain/ledger/ledger-csv';
import { createFormMachine, type FormMachine, type FormRules } from '../shared/form.machine';

/** What an export sends: the list as filtered on screen, and the reader's labels. */
export interface LedgerExportRequest {
  filter: LedgerFilter;
  labels: LedgerCsvLabels;
}

/**
 * The export as a form: the press hands the filter on screen and the labels in the reader's
 * language (its patch), nothing is typed, and a file saved is its success.
 */
export interface LedgerExportShape {
  draft: Partial<LedgerExportRequest>;
  terms: null;
  request: LedgerExportRequest;
  output: unknown;
  problem: 'nothing to export';
  field: never;
}

export const ledgerExportRules: FormRules<LedgerExportShape> = {
  empty: {},
  terms: null,
  check: ({ filter, labels }) => (filter && labels ? [] : [{ problem: 'nothing to export', fields: [] }]),
  request: ({ filter, labels }) => {
    if (!filter || !labels) throw new Error('An export is checked before it is sent.');
    return { filter, labels };
  },
};

export type LedgerExportForm = FormMachine<LedgerExportShape>;

export const createLedgerExportForm = () => createFormMachine(ledgerExportRules);
