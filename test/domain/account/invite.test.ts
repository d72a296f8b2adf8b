import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inviteCodeOf, inviteLink } from '../../../src/domain/account/invite';

describe('invite link', () => {
  it("leads to the form factor's register screen with the code", () => {
    expect(inviteLink('https://ex.example/', 'AB12CD34', 'mobile')).toBe(
      'https://ex.example/register?code=AB12CD34',
    );
    expect(inviteLink('https://ex.example', ' AB12CD34 ', 'desktop')).toBe(
      'https://ex.example/pc/login/register?code=AB12CD34',
    );
  });

  it('is empty without a code', () => {
    expect(inviteLink('https://ex.example', '  ', 'mobile')).toBe('');
  });

  it('gives back the code it carries, whatever the code', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((code) => code.trim() !== ''),
        (code) => {
          const link = new URL(inviteLink('https://ex.example', code, 'mobile'));
          expect(inviteCodeOf(link.search)).toBe(code.trim());
        },
      ),
    );
  });

  it('reads no code from an address without one', () => {
    expect(inviteCodeOf('')).toBe('');
    expect(inviteCodeOf('?type=4')).toBe('');
  });
});
