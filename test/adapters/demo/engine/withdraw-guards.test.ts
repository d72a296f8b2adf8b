import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS, parseEngineState } from '../../../../src/adapters/demo/engine';
import type { CodeSubject } from '../../../../src/domain/user/email-code';
import type { WithdrawRequest } from '../../../../src/domain/withdraw/withdrawal';
import { signUp, startEngine, testEngine } from '../../../support/fixtures/engine';

const EMAIL = 'guarded@example.com';
const FUND_PASSWORD = '135790';
const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const SUBJECT: CodeSubject = { coin: 'USDT', network: 'TRC20', address: ADDRESS, amount: '20' };
const { emailCodeCooldownMs, fundPasswordLockMs, fundPasswordHoldMs, fundPasswordTries, whitelistOffHoldMs } =
  DEFAULT_ENGINE_SETTINGS;

function guarded() {
  const harness = startEngine();
  const { engine, clock } = harness;
  const { token } = signUp(engine, EMAIL);
  engine.setTransactionPassword(token, FUND_PASSWORD, engine.sendEmailCode(EMAIL, 'asset'));
  // A withdraw code is sent for the withdrawal it approves; null: for none (the whitelist switch).
  const code = (subject: CodeSubject | null = SUBJECT) => {
    clock.advance(emailCodeCooldownMs);
    return engine.sendSignedInCode(token, 'withdraw', subject ?? undefined);
  };
  const request = (over: Partial<WithdrawRequest> = {}): WithdrawRequest => ({
    coin: 'USDT',
    network: 'TRC20',
    address: ADDRESS,
    amount: '20',
    fundPassword: FUND_PASSWORD,
    code: '',
    ...over,
  });
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return (error as { msg?: string }).msg;
    }
    return 'accepted';
  };
  return { ...harness, token, code, request, refusal };
}

describe('the engine guards withdrawals', () => {
  it('checks the email code before the fund password: a wrong code counts no password try', () => {
    const { engine, token, code, request, refusal } = guarded();
    code();
    for (let i = 0; i < fundPasswordTries; i += 1) {
      expect(refusal(() => engine.withdraw(token, request({ code: 'nope', fundPassword: '000000' })))).toBe(
        'Verification code error',
      );
    }
    expect(engine.withdrawGuard(token).lockedUntil).toBeNull();
  });

  it('locks withdrawals for 30 minutes at the fifth wrong fund password and voids the code', () => {
    const { engine, clock, token, code, request, refusal } = guarded();
    const sent = code();
    const wrong = () =>
      refusal(() => engine.withdraw(token, request({ code: sent, fundPassword: '000000' })));
    for (let i = 1; i < fundPasswordTries; i += 1) expect(wrong()).toBe('Password is incorrect');
    expect(wrong()).toBe(
      `Too many wrong fund passwords: withdrawals are locked until ${new Date(clock.now() + fundPasswordLockMs).toISOString().slice(0, 16).replace('T', ' ')} UTC (30 min left)`,
    );
    expect(engine.withdrawGuard(token).lockedUntil).toBe(clock.now() + fundPasswordLockMs);
    // The code is void, and while locked even the right password meets the lock.
    expect(engine.state().emailCodes.filter((entry) => entry.purpose === 'withdraw')).toEqual([]);
    expect(refusal(() => engine.withdraw(token, request({ code: sent })))).toMatch(/locked until .* left\)$/);
    clock.advance(fundPasswordLockMs);
    expect(engine.withdrawGuard(token).lockedUntil).toBeNull();
    expect(refusal(() => engine.withdraw(token, request({ code: code() })))).toBe('accepted');
  });

  it('counts wrong fund passwords per user, within the lock length, and afresh after a right one', () => {
    const { engine, clock, token, code, request, refusal } = guarded();
    const other = signUp(engine, 'other@example.com').token;
    const wrong = () =>
      refusal(() => engine.withdraw(token, request({ code: code(), fundPassword: '000000' })));
    for (let i = 1; i < fundPasswordTries; i += 1) wrong();
    expect(engine.withdrawGuard(other).lockedUntil).toBeNull();
    expect(refusal(() => engine.withdraw(token, request({ code: code() })))).toBe('accepted');
    for (let i = 1; i < fundPasswordTries; i += 1) wrong();
    clock.advance(fundPasswordLockMs);
    expect(wrong()).toBe('Password is incorrect');
  });

  it('holds withdrawals for a day after the fund password is set anew, not the first time', () => {
    const { engine, clock, token, code, request, refusal } = guarded();
    expect(engine.withdrawGuard(token)).toEqual({
      lockedUntil: null,
      heldUntil: null,
      heldBecause: null,
      whitelistOnly: false,
    });
    clock.advance(emailCodeCooldownMs);
    engine.setTransactionPassword(token, '246810', engine.sendEmailCode(EMAIL, 'asset'));
    const until = clock.now() + fundPasswordHoldMs;
    expect(engine.withdrawGuard(token)).toMatchObject({ heldUntil: until, heldBecause: 'fundPassword' });
    expect(refusal(() => engine.withdraw(token, request({ code: code(), fundPassword: '246810' })))).toMatch(
      /^The fund password was changed: withdrawals are held until .* UTC \(23 h 59 min left\)$/,
    );
    clock.advance(until - clock.now());
    expect(engine.withdrawGuard(token).heldUntil).toBeNull();
    expect(refusal(() => engine.withdraw(token, request({ code: code(), fundPassword: '246810' })))).toBe(
      'accepted',
    );
  });
});

describe('whitelist-only turned off', () => {
  it('holds withdrawals for a day, saying why; turning it on, or off while off, holds nothing', () => {
    const { engine, clock, token, code, request, refusal } = guarded();
    engine.setWhitelistOnly(token, false, code(null));
    expect(engine.withdrawGuard(token).heldUntil).toBeNull();
    engine.setWhitelistOnly(token, true, '');
    expect(engine.withdrawGuard(token)).toMatchObject({ heldUntil: null, whitelistOnly: true });
    engine.setWhitelistOnly(token, false, code(null));
    const until = clock.now() + whitelistOffHoldMs;
    expect(engine.withdrawGuard(token)).toEqual({
      lockedUntil: null,
      heldUntil: until,
      heldBecause: 'whitelistOff',
      whitelistOnly: false,
    });
    expect(refusal(() => engine.withdraw(token, request({ code: code() })))).toMatch(
      /^Whitelist-only withdrawals were turned off: withdrawals are held until .* UTC \(23 h 59 min left\)$/,
    );
    // Turning it on again narrows at once but does not lift the hold it started.
    engine.setWhitelistOnly(token, true, '');
    expect(engine.withdrawGuard(token).heldUntil).toBe(until);
    engine.setWhitelistOnly(token, false, code(null));
    clock.advance(whitelistOffHoldMs);
    expect(engine.withdrawGuard(token)).toMatchObject({ heldUntil: null, heldBecause: null });
    expect(refusal(() => engine.withdraw(token, request({ code: code() })))).toBe('accepted');
  });

  it('says the hold that ends last when the fund password was changed too', () => {
    const { engine, clock, token, code } = guarded();
    engine.setWhitelistOnly(token, true, '');
    engine.setWhitelistOnly(token, false, code(null));
    clock.advance(emailCodeCooldownMs);
    engine.setTransactionPassword(token, '246810', engine.sendEmailCode(EMAIL, 'asset'));
    expect(engine.withdrawGuard(token)).toMatchObject({
      heldUntil: clock.now() + fundPasswordHoldMs,
      heldBecause: 'fundPassword',
    });
  });
});

describe('withdraw codes', () => {
  it('are sent only to a signed-in user, and cannot be checked (or worn out) signed out', () => {
    const { engine, clock, code } = guarded();
    expect(() => engine.sendEmailCode(EMAIL, 'withdraw')).toThrow('Please login first');
    const sent = code();
    clock.advance(1);
    for (let i = 0; i < 5; i += 1) {
      expect(() => engine.verifyEmailCode(EMAIL, 'nope', 'withdraw')).toThrow('Please login first');
    }
    expect(engine.state().emailCodes.find((entry) => entry.purpose === 'withdraw')?.code).toBe(sent);
  });

  it('are bound to the user and the purpose', () => {
    const { engine, token, code, request, refusal } = guarded();
    const other = signUp(engine, 'other@example.com').token;
    engine.setTransactionPassword(other, FUND_PASSWORD, engine.sendEmailCode('other@example.com', 'asset'));
    const mine = code();
    expect(refusal(() => engine.withdraw(other, request({ code: mine })))).toBe('Verification code error');
    expect(refusal(() => engine.setTransactionPassword(token, '246810', mine))).toBe(
      'Verification code error',
    );
    expect(refusal(() => engine.withdraw(token, request({ code: mine })))).toBe('accepted');
  });

  it('are bound to the withdrawal they were sent for: other details, or none, are refused', () => {
    const { engine, token, code, request, refusal } = guarded();
    const forAnother = 'The code was sent for another withdrawal; request a new one';
    const sent = code();
    for (const other of [
      { amount: '21' },
      { address: 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy' },
      { coin: 'USDC' as const },
    ]) {
      expect(refusal(() => engine.withdraw(token, request({ ...other, code: sent })))).toBe(forAnother);
    }
    // A code sent for no withdrawal (the whitelist switch's) approves none.
    expect(refusal(() => engine.withdraw(token, request({ code: code(null) })))).toBe(forAnother);
    // The same details, written as the request writes them, are the same withdrawal.
    const same = request({ amount: '20.00', address: ` ${ADDRESS} `, code: code() });
    expect(refusal(() => engine.withdraw(token, same))).toBe('accepted');
    // Nor does a withdrawal's code turn whitelist-only off.
    engine.setWhitelistOnly(token, true, '');
    expect(refusal(() => engine.setWhitelistOnly(token, false, code()))).toBe(forAnother);
  });

  it('carry their withdrawal through a stored state; a code stored before had none, and approves none', () => {
    const { engine, clock, token, code, request, refusal } = guarded();
    code();
    const { users, emailCodes, ...rest } = engine.state();
    expect(emailCodes.find((entry) => entry.purpose === 'withdraw')?.subject).toEqual(SUBJECT);
    const restored = testEngine({
      clock,
      state: parseEngineState(JSON.parse(JSON.stringify(engine.state()))) ?? undefined,
    });
    expect(restored.state().emailCodes).toEqual(emailCodes);
    const before = emailCodes.map(({ subject: _subject, ...entry }) => entry);
    const old = testEngine({
      clock,
      state:
        parseEngineState(JSON.parse(JSON.stringify({ ...rest, users, emailCodes: before }))) ?? undefined,
    });
    const sent = before.find((entry) => entry.purpose === 'withdraw')?.code ?? '';
    expect(old.state().emailCodes.find((entry) => entry.code === sent)?.subject).toBeNull();
    expect(refusal(() => old.withdraw(token, request({ code: sent })))).toBe(
      'The code was sent for another withdrawal; request a new one',
    );
  });
});
