import { describe, expect, it } from 'vitest';
import { readDurations } from '../../../src/adapters/http/contract-shapes';
import { isUsableDuration } from '../../../src/domain/contract/duration-check';

describe('reading the duration list a server sends', () => {
  it('keeps the rows the SPEC lists (second, incomeRate, openAmountMin)', () => {
    expect(readDurations([{ second: 30, incomeRate: '0.8', openAmountMin: '10' }])).toEqual([
      { second: 30, incomeRate: '0.8', openAmountMin: '10' },
    ]);
  });

  it('leaves out a row with a negative income rate instead of dividing by zero on screen', () => {
    const rows = [
      { second: 30, incomeRate: -1, openAmountMin: 10 },
      { second: 60, incomeRate: 0.85, openAmountMin: 10 },
      { second: 0, incomeRate: 0.9, openAmountMin: 10 },
      { second: 90, incomeRate: 0.9, openAmountMin: -5 },
    ];
    expect(readDurations(rows)).toEqual([{ second: 60, incomeRate: '0.85', openAmountMin: '10' }]);
  });

  it('judges each duration by the domain rule', () => {
    expect(isUsableDuration({ second: 30, incomeRate: '0', openAmountMin: '0' })).toBe(true);
    expect(isUsableDuration({ second: 30, incomeRate: '-0.5', openAmountMin: '1' })).toBe(false);
    expect(isUsableDuration({ second: 1.5, incomeRate: '0.8', openAmountMin: '1' })).toBe(false);
  });
});
