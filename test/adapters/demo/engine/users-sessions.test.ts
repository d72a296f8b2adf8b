import { describe, expect, it } from 'vitest';
import { expectRefusal, PASSWORD, signIn, signUp, startEngine } from '../../../support/fixtures/engine';

describe('engine users: sessions', () => {
  it('logs in with email, code and password, and refuses a wrong password', () => {
    const { engine } = startEngine();
    const { userId } = signUp(engine, 'gus@example.com');
    const code = engine.sendEmailCode('gus@example.com', 'login');
    expectRefusal(
      () => engine.login({ account: 'gus@example.com', code, password: 'wrong-password' }),
      'Password is incorrect',
    );
    expect(engine.login({ account: 'gus@example.com', code, password: PASSWORD })).toMatchObject({ userId });
  });

  it('refuses to log in or send a login code for an unknown account', () => {
    const { engine } = startEngine();
    expectRefusal(() => engine.sendEmailCode('nobody@example.com', 'login'), 'The account does not exist');
    expectRefusal(
      () => engine.login({ account: 'nobody@example.com', code: '123456', password: PASSWORD }),
      'The account does not exist',
    );
  });

  it('answers -2 "Please login first" for an unknown token', () => {
    const { engine } = startEngine();
    expectRefusal(() => engine.profile('no-such-token'), 'Please login first', -2);
    expectRefusal(() => engine.assets('', 'spot'), 'Please login first', -2);
  });

  it('expires a token after the time to live, and on demand', () => {
    const { engine, clock } = startEngine({ tokenTtlMs: 60_000 });
    const { token } = signUp(engine, 'hal@example.com');
    clock.advance(59_999);
    expect(engine.profile(token).email).toBe('hal@example.com');
    clock.advance(1);
    expectRefusal(() => engine.noticeCount(token), 'Please login first', -2);
    const again = signIn(engine, 'hal@example.com');
    engine.expireSession(again.token);
    expectRefusal(
      () => engine.orders(again.token, 'contract', { pageNo: 1, pageSize: 10 }),
      'Please login first',
      -2,
    );
  });

  it('keeps tokens valid for seven days by default', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'ida@example.com');
    clock.advance(7 * 24 * 3_600_000 - 1);
    expect(() => engine.profile(token)).not.toThrow();
    clock.advance(1);
    expectRefusal(() => engine.profile(token), 'Please login first', -2);
  });
});

describe('engine users: passwords', () => {
  it('changes the password after checking the old one', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'jan@example.com');
    expectRefusal(() => engine.updatePassword(token, 'not-it', 'new-password'), 'Password is incorrect');
    expectRefusal(
      () => engine.updatePassword(token, PASSWORD, 'short'),
      'The password must be at least 6 characters',
    );
    engine.updatePassword(token, PASSWORD, 'new-password');
    const code = engine.sendEmailCode('jan@example.com', 'login');
    expectRefusal(
      () => engine.login({ account: 'jan@example.com', code, password: PASSWORD }),
      'Password is incorrect',
    );
    expect(engine.login({ account: 'jan@example.com', code, password: 'new-password' }).token).toBeTruthy();
  });

  it('resets a forgotten password by email code and signs the account out', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'kim@example.com');
    expectRefusal(
      () => engine.forgetPassword('kim@example.com', '000000', 'fresh-password'),
      'Verification code error',
    );
    const code = engine.sendEmailCode('kim@example.com', 'forget');
    expectRefusal(
      () => engine.forgetPassword('kim@example.com', code, '123'),
      'The password must be at least 6 characters',
    );
    engine.forgetPassword('kim@example.com', code, 'fresh-password');
    expectRefusal(() => engine.profile(token), 'Please login first', -2);
    clock.advance(60_000);
    expect(() => signIn(engine, 'kim@example.com', 'fresh-password')).not.toThrow();
  });

  it('sets a six-digit fund password with an email code', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'lee@example.com');
    const code = engine.sendEmailCode('lee@example.com', 'asset');
    expectRefusal(
      () => engine.setTransactionPassword(token, '12345a', code),
      'The fund password must be 6 digits',
    );
    expectRefusal(() => engine.setTransactionPassword(token, '123456', 'bad'), 'Verification code error');
    engine.setTransactionPassword(token, '123456', code);
    expect(engine.profile(token).isAssert).toBe(true);
  });
});
