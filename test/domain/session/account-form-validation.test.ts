import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreementProblem,
  codeProblem,
  confirmProblem,
  emailMissingProblem,
  emailProblem,
  oldPasswordProblem,
  passwordProblem,
  registerRequestOf,
  validateForgetPassword,
  validateModifyPassword,
  validateRegister,
  type RegisterForm,
} from '../../../src/domain/session/account-form-validation';

const register: RegisterForm = {
  email: 'a@example.com',
  code: '123456',
  password: 'secret12',
  confirm: 'secret12',
  policy: 'desktop',
  inviteCode: 'INV1',
  agreed: true,
};

describe('account form fields', () => {
  it('asks for an email first, then a well-formed one', () => {
    expect(emailProblem('  ')).toBe('enter email');
    expect(emailProblem('a@b')).toBe('Email error');
    expect(emailProblem(' a@example.com ')).toBeNull();
    expect(emailMissingProblem('a@b')).toBeNull();
  });

  it('takes a code of spaces as empty', () => {
    expect(codeProblem(' ')).toBe('enter code');
    expect(codeProblem('123456')).toBeNull();
  });

  it('asks for the old password as typed (a space is a character)', () => {
    expect(oldPasswordProblem('')).toBe('enter old password');
    expect(oldPasswordProblem(' ')).toBeNull();
  });

  it('holds desktop passwords to 8-24 characters and mobile ones to at least 6', () => {
    expect(passwordProblem('a'.repeat(7), 'desktop')).toBe('password length');
    expect(passwordProblem('a'.repeat(8), 'desktop')).toBeNull();
    expect(passwordProblem('a'.repeat(24), 'desktop')).toBeNull();
    expect(passwordProblem('a'.repeat(25), 'desktop')).toBe('password length');
    expect(passwordProblem('a'.repeat(5), 'mobile')).toBe('password too short');
    expect(passwordProblem('a'.repeat(30), 'mobile')).toBeNull();
  });

  it('says the passwords are inconsistent unless both are exactly the same', () => {
    expect(confirmProblem('secret12', 'secret12 ')).toBe('Passwords are inconsistent');
    expect(confirmProblem('secret12', 'secret12')).toBeNull();
  });

  it('asks for the agreement', () => {
    expect(agreementProblem(false)).toBe('agree first');
    expect(agreementProblem(true)).toBeNull();
  });
});

describe('account forms', () => {
  it('passes a complete register form and sends only its request fields', () => {
    expect(validateRegister(register)).toBeNull();
    expect(registerRequestOf(register)).toEqual({
      email: 'a@example.com',
      code: '123456',
      password: 'secret12',
      inviteCode: 'INV1',
    });
  });

  it('reports the first problem in the order the form reads', () => {
    expect(validateRegister({ ...register, email: '', code: '', agreed: false })).toBe('enter email');
    expect(validateRegister({ ...register, code: '', agreed: false })).toBe('enter code');
    expect(validateRegister({ ...register, confirm: 'x', agreed: false })).toBe('Passwords are inconsistent');
    expect(validateForgetPassword({ ...register, password: 'abc', confirm: 'abd' })).toBe('password length');
    expect(
      validateModifyPassword({ oldPassword: '', code: '', password: '', confirm: '', policy: 'mobile' }),
    ).toBe('enter old password');
  });

  it('never passes a register form whose passwords differ or whose agreement is unticked', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (password, confirm, agreed) => {
        const problem = validateRegister({ ...register, password, confirm, agreed });
        if (password !== confirm || !agreed) expect(problem).not.toBeNull();
      }),
    );
  });
});
