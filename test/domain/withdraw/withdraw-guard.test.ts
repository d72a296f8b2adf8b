import { describe, expect, it } from 'vitest';
import { holdLeftText, OPEN_GUARD, withdrawHoldOf } from '../../../src/domain/withdraw/withdraw-guard';

describe('the withdraw guard', () => {
  it('names the lock before the hold, and nothing once both have passed', () => {
    const guard = { ...OPEN_GUARD, lockedUntil: 100, heldUntil: 200 };
    expect(withdrawHoldOf(guard, 50)).toEqual({ reason: 'locked', until: 100, cause: null });
    expect(withdrawHoldOf(guard, 100)).toEqual({ reason: 'held', until: 200, cause: null });
    expect(withdrawHoldOf({ ...guard, heldBecause: 'whitelistOff' }, 100)).toEqual({
      reason: 'held',
      until: 200,
      cause: 'whitelistOff',
    });
    expect(withdrawHoldOf(guard, 200)).toBeNull();
    expect(withdrawHoldOf(OPEN_GUARD, 0)).toBeNull();
  });

  it('counts a day as h:mm:ss and under an hour as mm:ss, rounded up', () => {
    expect(holdLeftText(24 * 3_600_000)).toBe('24:00:00');
    expect(holdLeftText(3_600_000 - 500)).toBe('1:00:00');
    expect(holdLeftText(3_599_000)).toBe('59:59');
    expect(holdLeftText(0)).toBe('00:00');
  });
});
