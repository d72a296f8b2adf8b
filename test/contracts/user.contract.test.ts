import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isGatewayError } from '../../src/domain/shared/gateway-error';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { lastCode, PASSWORD, signUp } from '../support/fixtures/backend-accounts';

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isGatewayError(error)) throw new Error(`expected a GatewayError, got ${String(error)}`);
  return error.failure;
}

describe.each(BACKENDS)('UserGateway and ParameterGateway contract (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
  });
  afterEach(() => backend.close());

  it('registers, signs in and loads the profile of the new user', async () => {
    const session = await signUp(backend, 'trader@example.com');
    expect(session.token).not.toBe('');
    const profile = await backend.gateways.user.profile(session);
    expect(profile.userId).toBe(session.userId);
    expect(profile.email).toBe('trader@example.com');
    expect(profile.inviteCode).not.toBe('');
  });

  it('refuses a wrong password and a wrong code with the SPEC messages', async () => {
    await signUp(backend, 'trader@example.com');
    const { user } = backend.gateways;
    const sent = await user.sendEmailCode('trader@example.com', 'login');
    const code = sent.demoCode ?? lastCode(backend);
    expect(
      await failureOf(user.login({ account: 'trader@example.com', code, password: 'wrong-pass' })),
    ).toEqual({
      kind: 'business',
      code: 0,
      message: 'Password is incorrect',
    });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      await failureOf(user.login({ account: 'trader@example.com', code: wrongCode, password: PASSWORD })),
    ).toMatchObject({ kind: 'business', message: 'Verification code error' });
  });

  it('checks a register code on its own without using it up (/user/emailVerification)', async () => {
    const { user } = backend.gateways;
    const email = 'new@example.com';
    const sent = await user.sendEmailCode(email, 'register');
    const code = sent.demoCode ?? lastCode(backend);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      await failureOf(user.verifyEmailCode({ email, code: wrongCode, purpose: 'register' })),
    ).toMatchObject({
      kind: 'business',
      message: 'Verification code error',
    });
    await user.verifyEmailCode({ email, code, purpose: 'register' });
    await user.verifyEmailCode({ email: ' NEW@example.com ', code: ` ${code} `, purpose: 'register' });
    // Still good for the call it guards.
    await user.register({ email, code, password: PASSWORD, inviteCode: '' });
    expect(await failureOf(user.verifyEmailCode({ email, code, purpose: 'register' }))).toMatchObject({
      message: 'Verification code error',
    });
  });

  it('voids a code after five wrong tries, so checking cannot guess it', async () => {
    const { user } = backend.gateways;
    const email = 'guess@example.com';
    const sent = await user.sendEmailCode(email, 'register');
    const code = sent.demoCode ?? lastCode(backend);
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== code);
    for (const guess of wrong.slice(0, 5))
      await expect(user.verifyEmailCode({ email, code: guess, purpose: 'register' })).rejects.toThrow();
    expect(await failureOf(user.verifyEmailCode({ email, code, purpose: 'register' }))).toMatchObject({
      message: 'Verification code error',
    });
    expect(await failureOf(user.register({ email, code, password: PASSWORD, inviteCode: '' }))).toMatchObject(
      {
        message: 'Verification code error',
      },
    );
  });

  it('answers an unknown token as an expired session and tells the expiry listener', async () => {
    backend.setToken('no-such-token');
    const failure = await failureOf(backend.gateways.user.profile({ userId: '1', token: 'no-such-token' }));
    expect(failure).toEqual({ kind: 'session-expired', message: 'Please login first' });
    expect(backend.expiries).toEqual(['Please login first']);
  });

  it('resets a forgotten password with an email code', async () => {
    await signUp(backend, 'trader@example.com');
    const { user } = backend.gateways;
    const sent = await user.sendEmailCode('trader@example.com', 'forget');
    const code = sent.demoCode ?? lastCode(backend);
    await user.forgetPassword({ email: 'trader@example.com', code, password: 'new-secret-1' });
    const login = await user.sendEmailCode('trader@example.com', 'login');
    const loginCode = login.demoCode ?? lastCode(backend);
    const session = await user.login({
      account: 'trader@example.com',
      code: loginCode,
      password: 'new-secret-1',
    });
    expect(session.token).not.toBe('');
  });

  it('reads the system parameters and the customer links', async () => {
    const { params } = backend.gateways;
    expect(Number.isFinite(Number(await params.param('contract_fee_rate')))).toBe(true);
    expect(await params.param('customer_service_url')).toMatch(/^https:\/\//);
    const links = await params.customerLinks();
    expect(links.customerEmail).toContain('@');
    expect(links.customerTelegram).not.toBe('');
  });
});
