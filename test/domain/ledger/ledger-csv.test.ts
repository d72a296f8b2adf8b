import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvSafeCell, ledgerCsvFileName, ledgerCsvRows } from '../../../src/domain/ledger/ledger-csv';
import { isLedgerTypeName, linkedLedgerType, type LedgerEntry } from '../../../src/domain/ledger/ledger';

const entry: LedgerEntry = {
  id: '7',
  account: 'spot',
  currency: 'USDT',
  amount: '-40',
  balance: '9960',
  type: 'transfer',
  remark: '=HYPERLINK("http://evil.example","x")',
  createdAt: Date.UTC(2026, 0, 15, 12, 0, 0),
};

const labels = {
  header: ['Time', 'Type', 'Account', 'Coin', 'Change', 'Balance', 'Note'] as const,
  type: (name: string) => `type:${name}`,
  account: (name: string) => `account:${name}`,
  time: (ms: number) => new Date(ms).toISOString(),
};

describe('ledger CSV', () => {
  it('writes a header and one row per entry, numbers as numbers and formulas defused', () => {
    expect(ledgerCsvRows([entry], labels)).toEqual([
      ['Time', 'Type', 'Account', 'Coin', 'Change', 'Balance', 'Note'],
      [
        '2026-01-15T12:00:00.000Z',
        'type:transfer',
        'account:spot',
        'USDT',
        '-40',
        '9960',
        `'=HYPERLINK("http://evil.example","x")`,
      ],
    ]);
  });

  it('defuses every cell that opens with a formula character, and only those', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r', '＝', '＋'])
      expect(csvSafeCell(`${lead}1+1`)).toBe(`'${lead}1+1`);
    expect(csvSafeCell('-12.5')).toBe('-12.5');
    expect(csvSafeCell('Transfer to contract')).toBe('Transfer to contract');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const safe = csvSafeCell(text);
        expect(safe === text || safe === `'${text}`).toBe(true);
        if (!/^-?\d+(\.\d+)?$/.test(safe)) expect(safe).not.toMatch(/^[=+\-@\t\r＝＋－＠]/);
      }),
    );
  });

  it('names the file by the day it was made', () => {
    expect(ledgerCsvFileName(entry.createdAt)).toBe('transaction-log-2026-01-15.csv');
  });

  it('accepts only short dashed lower-case type names', () => {
    expect(['transfer', 'contract-open', 'other-11'].every(isLedgerTypeName)).toBe(true);
    expect(['', 'Transfer', 'a--b', '<script>', 'x'.repeat(41), 7].some(isLedgerTypeName)).toBe(false);
  });

  it("filters by a link's type name; a numbered type (the SPEC's ?type=4) or none shows every type", () => {
    expect(linkedLedgerType('transfer')).toBe('transfer');
    expect([linkedLedgerType('4'), linkedLedgerType(null), linkedLedgerType('<b>')]).toEqual(['', '', '']);
  });
});
