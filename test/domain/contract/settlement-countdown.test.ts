import { describe, expect, it } from 'vitest';
import {
  SETTLE_GRACE_MS,
  secondsLeft,
  settleRecheckDelay,
} from '../../../src/domain/contract/settlement-countdown';

describe('the countdown to settlement', () => {
  it('counts whole seconds down on server time and stops at zero', () => {
    expect(secondsLeft(1_700_000_030_000, 1_700_000_000_000)).toBe(30);
    expect(secondsLeft(1_700_000_030_000, 1_700_000_029_001)).toBe(1);
    expect(secondsLeft(1_700_000_030_000, 1_700_000_031_000)).toBe(0);
  });

  it('never shows more than the duration when the server-time estimate trails', () => {
    expect(secondsLeft(1_700_000_030_000, 1_699_999_999_400, 30)).toBe(30);
    expect(secondsLeft(1_700_000_030_000, 1_700_000_010_000, 30)).toBe(20);
  });
});

describe('the settle re-check', () => {
  it('waits for the nearest position plus the grace', () => {
    expect(settleRecheckDelay([5_000, 3_000, 9_000], 1_000)).toBe(2_000 + SETTLE_GRACE_MS);
  });

  it('asks after the grace alone once a position is overdue, and not at all without one', () => {
    expect(settleRecheckDelay([1_000], 4_000)).toBe(SETTLE_GRACE_MS);
    expect(settleRecheckDelay([], 4_000)).toBeNull();
  });
});
