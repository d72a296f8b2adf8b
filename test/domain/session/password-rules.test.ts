import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidDesktopPassword, isValidMobilePassword } from '../../../src/domain/session';
import { isValidFundPassword } from '../../../src/domain/wallet/fund-password';
import { passwordsMatch, validatePasswordsMatch } from '../../../src/domain/shared/password-match';

/** A password of exactly `length` characters, any of them outside the BMP or not. */
const passwordOfLength = (min: number, max: number) =>
  fc
    .integer({ min, max })
    .chain((n) =>
      fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), { minLength: n, maxLength: n }),
    )
    .map((cs) => ({ password: cs.join(''), length: cs.length }));

describe('password rules (SPEC section 5)', () => {
  it('desktop passwords are 8 to 24 characters', () => {
    expect(isValidDesktopPassword('')).toBe(false);
    expect(isValidDesktopPassword('1234567')).toBe(false);
    expect(isValidDesktopPassword('12345678')).toBe(true);
    expect(isValidDesktopPassword('a'.repeat(24))).toBe(true);
    expect(isValidDesktopPassword('a'.repeat(25))).toBe(false);
  });

  it('mobile passwords are at least 6 characters', () => {
    expect(isValidMobilePassword('12345')).toBe(false);
    expect(isValidMobilePassword('123456')).toBe(true);
  });

  it('fund passwords are exactly 6 ASCII digits', () => {
    expect(isValidFundPassword('123456')).toBe(true);
    expect(isValidFundPassword('000000')).toBe(true);
    for (const bad of ['', '12345', '1234567', '12345a', ' 123456', '123456\n', '１２３４５６', '١٢٣٤٥٦']) {
      expect(isValidFundPassword(bad)).toBe(false);
    }
  });

  it('reports "Passwords are inconsistent" when the confirmation differs', () => {
    expect(passwordsMatch('secret12', 'secret12')).toBe(true);
    expect(validatePasswordsMatch('secret12', 'secret12')).toBeNull();
    expect(validatePasswordsMatch('secret12', 'Secret12')).toBe('Passwords are inconsistent');
    expect(validatePasswordsMatch('secret12', 'secret12 ')).toBe('Passwords are inconsistent');
  });
});

describe('password rule properties', () => {
  it('a desktop password is valid exactly when it has 8 to 24 characters', () => {
    fc.assert(
      fc.property(passwordOfLength(0, 40), ({ password, length }) => {
        expect(isValidDesktopPassword(password)).toBe(length >= 8 && length <= 24);
      }),
    );
  });

  it('a mobile password is valid exactly when it has 6 or more characters', () => {
    fc.assert(
      fc.property(passwordOfLength(0, 20), ({ password, length }) => {
        expect(isValidMobilePassword(password)).toBe(length >= 6);
      }),
    );
  });

  it('every 6-digit string is a fund password and nothing else is', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{6}$/), isValidFundPassword));
    const other = fc.string({ unit: 'binary', maxLength: 10 }).filter((s) => !/^[0-9]{6}$/.test(s));
    fc.assert(fc.property(other, (s) => !isValidFundPassword(s)));
  });

  it('passwords match exactly when they are the same string', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(passwordsMatch(a, a)).toBe(true);
        expect(passwordsMatch(a, b)).toBe(a === b);
        expect(validatePasswordsMatch(a, b)).toBe(a === b ? null : 'Passwords are inconsistent');
      }),
    );
  });
});
