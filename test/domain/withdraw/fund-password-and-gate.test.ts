import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FundPasswordProblem,
  fundPasswordProblem,
  fundPasswordRequestOf,
} from '../../../src/domain/withdraw/fund-password-rules';
import { IdentityStatus, withdrawGate } from '../../../src/domain/withdraw/withdraw-gate';

const sixDigits = fc.stringMatching(/^\d{6}$/);

describe('fund password rule', () => {
  it('accepts six digits typed twice alike with a code', () => {
    fc.assert(
      fc.property(
        sixDigits,
        (password) =>
          void expect(fundPasswordProblem({ password, confirmation: password, code: '123456' })).toBeNull(),
      ),
    );
  });

  it('refuses anything but six ASCII digits, whatever the confirmation', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^[0-9]{6}$/.test(text)),
        (password) =>
          void expect(fundPasswordProblem({ password, confirmation: password, code: '1' })).toBe(
            FundPasswordProblem.format,
          ),
      ),
    );
    expect(fundPasswordProblem({ password: '１２３４５６', confirmation: '１２３４５６', code: '1' })).toBe(
      FundPasswordProblem.format,
    );
  });

  it("says 'Passwords are inconsistent' for any other confirmation, then asks for the code", () => {
    fc.assert(
      fc.property(sixDigits, fc.string(), (password, confirmation) => {
        fc.pre(confirmation !== password);
        expect(fundPasswordProblem({ password, confirmation, code: '1' })).toBe('Passwords are inconsistent');
      }),
    );
    expect(fundPasswordProblem({ password: '123456', confirmation: '123456', code: ' ' })).toBe(
      FundPasswordProblem.code,
    );
    expect(fundPasswordRequestOf({ password: '123456', confirmation: '123456', code: ' 9 ' })).toEqual({
      password: '123456',
      code: '9',
    });
  });
});

describe('withdraw gate', () => {
  it('opens only for a verified user with a fund password', () => {
    expect(withdrawGate(null)).toBe('loading');
    expect(withdrawGate(null, true)).toBe('failed');
    expect(withdrawGate({ authen: IdentityStatus.verified, isAssert: true }, true)).toBe('open');
    expect(withdrawGate({ authen: IdentityStatus.verified, isAssert: true })).toBe('open');
    expect(withdrawGate({ authen: IdentityStatus.verified, isAssert: false })).toBe('fundPassword');
    expect(withdrawGate({ authen: IdentityStatus.reviewing, isAssert: true })).toBe('reviewing');
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (authen, isAssert) => {
        fc.pre(authen !== IdentityStatus.verified && authen !== IdentityStatus.reviewing);
        expect(withdrawGate({ authen, isAssert })).toBe('verify');
      }),
    );
  });
});
