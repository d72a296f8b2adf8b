import { describe, expect, it } from 'vitest';
import { ALL_CALLS, FAULTS, MATRIX_CALLS, NO_ROW, type MatrixCall, type MatrixKey } from './calls';
import { PHONE_ROWS, ROWS_PER_PAGE, rowGroups } from './groups';

const rows = Object.keys(MATRIX_CALLS);
const reasons = Object.keys(NO_ROW);

describe('the fault matrix covers the paths table', () => {
  it.each(ALL_CALLS)('%s has a matrix row or a written reason for none', (call) => {
    const hasRow = rows.includes(call);
    const reason = NO_ROW[call];
    expect(hasRow || (reason !== undefined && reason.trim().length > 20), call).toBe(true);
    // Not both: a call with a row needs no excuse, and an excuse may not hide a row.
    expect(hasRow && reason !== undefined, call).toBe(false);
  });

  it('names no call the paths table does not have', () => {
    for (const call of [...rows, ...reasons]) expect(ALL_CALLS, call).toContain(call);
  });

  it('says for every row where the user makes the call and where its failure shows', () => {
    expect(FAULTS).toEqual([
      'network error',
      'timeout',
      'HTTP 500',
      'malformed body',
      'code != 1',
      'code -2',
    ]);
    for (const [call, row] of Object.entries(MATRIX_CALLS)) {
      expect(row.screen, call).toMatch(/^\//);
      expect(row.trigger.trim(), call).not.toBe('');
      expect(row.shows.trim(), call).not.toBe('');
    }
  });
});

describe('the rows played on one page', () => {
  it('play every row once, each group on its own screen and none over the limit', () => {
    const groups = rowGroups();
    expect(groups.flatMap((group) => group.keys).sort()).toEqual(Object.keys(MATRIX_CALLS).sort());
    for (const group of groups) {
      expect(group.keys.length).toBeGreaterThan(0);
      expect(group.keys.length).toBeLessThanOrEqual(ROWS_PER_PAGE);
      for (const key of group.keys) expect(MATRIX_CALLS[key].screen).toBe(group.screen);
    }
  });

  it('splits a busy screen evenly', () => {
    const keys = Object.keys(MATRIX_CALLS).filter((key) => key.startsWith('contract.')) as MatrixKey[];
    expect(keys).toHaveLength(6);
    expect(rowGroups(keys).map((group) => group.keys.length)).toEqual([3, 3]);
  });
});

describe('the rows played on the phone', () => {
  it('are calls that move money, each on a phone screen', () => {
    expect(PHONE_ROWS.length).toBeGreaterThan(0);
    for (const key of PHONE_ROWS) {
      const row: MatrixCall = MATRIX_CALLS[key];
      expect(row.movesMoney, key).toBe(true);
      expect(row.phone, key).toMatch(/^\/(?!pc\/)/);
    }
    for (const group of rowGroups(PHONE_ROWS, true)) expect(group.screen).not.toMatch(/^\/pc\//);
  });
});
