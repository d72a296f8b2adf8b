import { describe, expect, it } from 'vitest';
import { registeredEmailOf, registeredState } from '../../../../src/ui/features/session/registered-email';

describe('the email a register screen hands to login', () => {
  it('reads back the trimmed email the register screen sent', () => {
    expect(registeredEmailOf(registeredState('  new@example.com '))).toBe('new@example.com');
  });

  it('reads nothing from any other history state', () => {
    for (const state of [null, undefined, 'x', {}, { registeredEmail: 1 }, { registeredEmail: '' }]) {
      expect(registeredEmailOf(state)).toBeUndefined();
    }
  });
});
