import { describe, expect, it } from 'vitest';
import { percentOf } from '../../../src/domain/contract/percent';
import { breakEvenRate } from '../../../src/domain/contract/payout-preview';

describe('rates as percentages', () => {
  it('shows income rates cut, without trailing zeros', () => {
    expect(percentOf('0.8')).toBe('80');
    expect(percentOf('0.955')).toBe('95.5');
    expect(percentOf('0.12345', 2)).toBe('12.34');
  });

  it('rounds a break-even rate up, so the rate named is always enough', () => {
    expect(percentOf(breakEvenRate('0.8'), 1, 'up')).toBe('55.6');
    expect(percentOf('0.5', 1, 'up')).toBe('50');
    expect(percentOf(breakEvenRate('0.95'), 0, 'up')).toBe('52');
  });
});
