import { describe, expect, it } from 'vitest';
import { ledgerExportRules } from '../../../src/application/ledger/ledger-export.form';
import type { LedgerCsvLabels } from '../../../src/domain/ledger/ledger-csv';

const labels = { header: [], type: (name: string) => name } as unknown as LedgerCsvLabels;
const filter = { type: 'transfer', currency: 'USDT' };

describe('the CSV export as a form: its rules', () => {
  it('sends the filter on screen and the labels the press hands it, exactly', () => {
    expect(ledgerExportRules.check({ filter, labels }, null)).toEqual([]);
    expect(ledgerExportRules.request({ filter, labels }, null)).toEqual({ filter, labels });
  });

  it('refuses a press that hands no filter or no labels, so nothing is sent', () => {
    expect(ledgerExportRules.check({ filter }, null)).toEqual([{ problem: 'nothing to export', fields: [] }]);
    expect(ledgerExportRules.check({}, null)).toHaveLength(1);
    expect(() => ledgerExportRules.request({ labels }, null)).toThrow();
  });
});
