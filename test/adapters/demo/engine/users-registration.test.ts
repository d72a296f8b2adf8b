import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '../../../../src/adapters/demo/engine';
import { expectRefusal, PASSWORD, signUp, startEngine } from '../../../support/fixtures/engine';

describe('engine users: registration', () => {
  it('registers with an email code and gives every user an invite code', () => {
    const { engine } = startEngine();
    const { token, userId } = signUp(engine, 'Alice@Example.com');
    const profile = engine.profile(token);
    expect(profile).toMatchObject({
      userId,
      email: 'alice@example.com',
      isAssert: false,
      // Demo users start verified (issue 13: until the KYC screens exist).
      authen: 2,
      canPurchase: '1',
    });
    expect(profile.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(profile.customerServiceUrl).toBe(DEFAULT_ENGINE_SETTINGS.customerServiceUrl);
  });

  it('refuses an invalid email with "Email error"', () => {
    const { engine } = startEngine();
    expectRefusal(() => engine.sendEmailCode('not-an-email', 'register'), 'Email error');
    expectRefusal(
      () => engine.register({ email: 'a@b', code: '000000', password: PASSWORD, inviteCode: '' }),
      'Email error',
    );
  });

  it('refuses a wrong, missing, expired or spent code with "Verification code error"', () => {
    const { engine, clock } = startEngine();
    const code = engine.sendEmailCode('bob@example.com', 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const request = { email: 'bob@example.com', password: PASSWORD, inviteCode: '' };
    expectRefusal(() => engine.register({ ...request, code: wrong }), 'Verification code error');
    expectRefusal(() => engine.register({ ...request, code: '' }), 'Verification code error');
    clock.advance(10 * 60_000);
    expectRefusal(() => engine.register({ ...request, code }), 'Verification code error');
    const fresh = engine.sendEmailCode('bob@example.com', 'register');
    clock.advance(10 * 60_000 - 1);
    engine.register({ ...request, code: fresh });
    expectRefusal(
      () => engine.register({ ...request, email: 'bob2@example.com', code: fresh }),
      'Verification code error',
    );
  });

  it('refuses a code asked for another purpose', () => {
    const { engine } = startEngine();
    signUp(engine, 'carol@example.com');
    const forget = engine.sendEmailCode('carol@example.com', 'forget');
    expectRefusal(
      () => engine.login({ account: 'carol@example.com', code: forget, password: PASSWORD }),
      'Verification code error',
    );
  });

  it('refuses a duplicate email, a short password and an unknown invite code', () => {
    const { engine } = startEngine();
    signUp(engine, 'dave@example.com');
    expectRefusal(
      () => engine.sendEmailCode('DAVE@example.com', 'register'),
      'The email is already registered',
    );
    const code = engine.sendEmailCode('erin@example.com', 'register');
    expectRefusal(
      () => engine.register({ email: 'erin@example.com', code, password: '12345', inviteCode: '' }),
      'The password must be at least 6 characters',
    );
    expectRefusal(
      () => engine.register({ email: 'erin@example.com', code, password: PASSWORD, inviteCode: 'NOPE2345' }),
      'Invitation code error',
    );
    // The failed attempts did not use the code up.
    expect(
      engine.register({ email: 'erin@example.com', code, password: '123456', inviteCode: '' }).userId,
    ).toBeTruthy();
  });

  it('accepts a known invite code and an empty one', () => {
    const { engine } = startEngine();
    const host = signUp(engine, 'host@example.com');
    const invite = engine.profile(host.token).inviteCode;
    expect(() => signUp(engine, 'guest@example.com', invite.toLowerCase())).not.toThrow();
    expect(() => signUp(engine, 'solo@example.com', '')).not.toThrow();
  });

  it('asks to wait before sending a second code within a minute', () => {
    const { engine, clock } = startEngine();
    engine.sendEmailCode('fay@example.com', 'register');
    clock.advance(59_999);
    expectRefusal(() => engine.sendEmailCode('fay@example.com', 'register'), 'Please try again later');
    clock.advance(1);
    expect(engine.sendEmailCode('fay@example.com', 'register')).toMatch(/^\d{6}$/);
  });
});

describe('engine users: identity status', () => {
  it('starts new users not authenticated and refuses statuses it does not know', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'unverified@example.com', '', false);
    expect(engine.profile(token).authen).toBe(0);
    engine.setIdentityStatus(token, 1);
    expect(engine.profile(token).authen).toBe(1);
    expectRefusal(() => engine.setIdentityStatus(token, 9), 'The identity status is not supported');
  });
});
