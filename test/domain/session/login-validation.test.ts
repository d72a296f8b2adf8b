import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail, validateEmail, validateLogin } from '../../../src/domain/session';

const valid = { email: 'user@example.com', code: '123456', password: 'secret' };
const blank = fc.stringMatching(/^\s*$/);
const nonBlank = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');

describe('validateLogin (SPEC section 5)', () => {
  it('accepts a filled-in form with a 6-character password', () => {
    expect(validateLogin(valid)).toBeNull();
  });

  it('reports the first problem in form order: email, code, password', () => {
    expect(validateLogin({ email: '', code: '', password: '' })).toBe('enter email');
    expect(validateLogin({ ...valid, email: '   ' })).toBe('enter email');
    expect(validateLogin({ ...valid, code: '', password: '1' })).toBe('enter code');
    expect(validateLogin({ ...valid, code: ' ' })).toBe('enter code');
    expect(validateLogin({ ...valid, password: '12345' })).toBe('password too short');
  });

  it('counts characters, not UTF-16 units, in the password', () => {
    expect(validateLogin({ ...valid, password: '😀😀😀' })).toBe('password too short');
    expect(validateLogin({ ...valid, password: '密码密码密码' })).toBeNull();
  });
});

describe('validateEmail', () => {
  it.each(['user@example.com', 'first.last+tag@sub.example.co.uk', 'a@b.io', '用户@例子.中国'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each([
    '',
    'user',
    'user@',
    '@example.com',
    'user@example',
    'user@example.c',
    'us er@example.com',
    ' user@example.com',
    'user@example.com ',
    'a@b@example.com',
    'user@example..com',
    'user@.example.com',
    `${'a'.repeat(250)}@x.io`,
  ])('rejects %j with "Email error"', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(validateEmail(email)).toBe('Email error');
  });
});

describe('login validation properties', () => {
  it('a blank email is always the first problem', () => {
    fc.assert(
      fc.property(
        blank,
        fc.string(),
        fc.string(),
        (email, code, password) => validateLogin({ email, code, password }) === 'enter email',
      ),
    );
  });

  it('with an email given, a blank code is the problem whatever the password', () => {
    fc.assert(
      fc.property(
        nonBlank,
        blank,
        fc.string(),
        (email, code, password) => validateLogin({ email, code, password }) === 'enter code',
      ),
    );
  });

  it('with email and code given, the password decides: fewer than 6 characters is too short', () => {
    fc.assert(
      fc.property(
        nonBlank,
        nonBlank,
        fc.string({ unit: 'binary', maxLength: 12 }),
        (email, code, password) => {
          const expected = Array.from(password).length < 6 ? 'password too short' : null;
          expect(validateLogin({ email, code, password })).toBe(expected);
        },
      ),
    );
  });

  it('accepts generated RFC addresses that have a top-level domain of 2 or more characters', () => {
    const address = fc.emailAddress().filter((e) => /\.[^.]{2,}$/.test(e));
    fc.assert(fc.property(address, (email) => isValidEmail(email)));
  });

  it('rejects any address containing whitespace or not exactly one @', () => {
    const withSpace = fc
      .tuple(fc.emailAddress(), fc.nat(), fc.constantFrom(' ', '\t', '\n', '\u00a0'))
      .map(([e, i, ws]) => e.slice(0, i % (e.length + 1)) + ws + e.slice(i % (e.length + 1)));
    const noAt = fc.string().filter((s) => !s.includes('@'));
    const twoAts = fc.tuple(fc.emailAddress(), fc.emailAddress()).map(([a, b]) => `${a}@${b}`);
    fc.assert(
      fc.property(fc.oneof(withSpace, noAt, twoAts), (email) => validateEmail(email) === 'Email error'),
    );
  });
});
