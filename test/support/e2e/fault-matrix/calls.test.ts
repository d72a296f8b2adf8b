import { describe, expect, it } from 'vitest';
import { ALL_CALLS, FAULTS, MATRIX_CALLS, NO_ROW } from './calls';

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
