import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../src/adapters/http/api-paths';
import { createHttpUserGateway } from '../../../src/adapters/http/user.adapter';
import { createHarness, failureOf } from './client-harness';
import { startReferenceHarness, type ReferenceHarness } from '../../support/fixtures/reference-harness';
import { refusedUrl } from './test-server';

const paths = API_PATHS.user;
let h: ReferenceHarness;
let emails = 0;

beforeAll(async () => {
  h = await startReferenceHarness();
});
afterAll(() => h.close());
beforeEach(() => {
  h.server.faults.clear();
  h.setToken(null);
});

/** Asks for a code through the adapter and reads it from the exchange's mailbox (the answer carries none). */
async function sentCode(email: string, purpose: 'register' | 'login' | 'update' | 'forget' | 'asset') {
  await h.gateways.user.sendEmailCode(email, purpose);
  return (
    h.engine
      .state()
      .emailCodes.filter((c) => c.email === email)
      .at(-1)?.code ?? ''
  );
}

/** A new account signed in through the adapter, as the app does it. */
async function signUp(password = 'secret-1') {
  const user = h.gateways.user;
  const email = `user${(emails += 1)}@example.com`;
  await user.register({ email, code: await sentCode(email, 'register'), password, inviteCode: '' });
  const session = await user.login({ account: email, code: await sentCode(email, 'login'), password });
  h.setToken(session.token);
  return { email, session };
}

describe('accounts through the reference server', () => {
  it('registers, signs in with the demo email codes and loads the profile', async () => {
    const { email, session } = await signUp();
    const profile = await h.gateways.user.profile(session);
    expect(profile).toEqual(h.engine.profile(session.token));
    expect(profile).toMatchObject({ email, userId: session.userId, isAssert: false, canPurchase: '1' });
  });

  it('shows no code a server hands back: outside demo mode the code is only mailed', async () => {
    expect(await h.gateways.user.sendEmailCode('fresh@example.com', 'register')).toEqual({ demoCode: null });
    expect(h.engine.state().emailCodes.at(-1)?.code).toMatch(/^\d{6}$/);
  });

  it('passes on a refused login with the server message', async () => {
    const { email } = await signUp();
    const code = await sentCode(email, 'login');
    expect(await failureOf(h.gateways.user.login({ account: email, code, password: 'wrong-1' }))).toEqual({
      kind: 'business',
      code: 0,
      message: 'Password is incorrect',
    });
  });

  it('changes the password, and the new one signs in', async () => {
    const { email } = await signUp();
    const code = await sentCode(email, 'update');
    await h.gateways.user.updatePassword({ oldPassword: 'secret-1', password: 'secret-2', code });
    const login = await sentCode(email, 'login');
    await expect(
      h.gateways.user.login({ account: email, code: login, password: 'secret-2' }),
    ).resolves.toBeTruthy();
  });

  it('resets a forgotten password, which ends the old session (code -2 afterwards)', async () => {
    const { email, session } = await signUp();
    const code = await sentCode(email, 'forget');
    await h.gateways.user.forgetPassword({ email, code, password: 'secret-3' });
    expect(await failureOf(h.gateways.user.profile(session))).toEqual({
      kind: 'session-expired',
      message: 'Please login first',
    });
    expect(h.expiries.at(-1)).toBe('Please login first');
  });

  it('sets the fund password with an asset code, shown as isAssert in the profile', async () => {
    const { email, session } = await signUp();
    const code = await sentCode(email, 'asset');
    await h.gateways.user.setTransactionPassword({ password: '123456', code });
    expect((await h.gateways.user.profile(session)).isAssert).toBe(true);
  });
});

describe('user answers in other shapes', () => {
  it('reads no demo code when the server sends none, as a real one does', async () => {
    h.server.faults.set(paths.sendEmailCode.path, {
      answer: { kind: 'malformed', body: { code: 1, msg: 'ok' } },
    });
    expect(await h.gateways.user.sendEmailCode('a@example.com', 'register')).toEqual({ demoCode: null });
  });

  it('reads numeric ids and 0/1 flags, and defaults canPurchase to 1', async () => {
    const data = {
      userId: 7,
      email: 'a@b.co',
      invitationCode: 'X1',
      isAssert: 1,
      googleBind: '0',
      authen: '2',
    };
    h.server.faults.set(paths.info.path, { answer: { kind: 'malformed', body: { code: 1, data } } });
    expect(await h.gateways.user.profile({ userId: '7', token: 't' })).toMatchObject({
      userId: '7',
      inviteCode: 'X1',
      isAssert: true,
      googleBind: false,
      authen: 2,
      canPurchase: '1',
      realName: '',
    });
  });

  it.each([
    ['a login without token', paths.login.path, { code: 1, data: { userId: '1' } }],
    ['a login whose data is a list', paths.login.path, { code: 1, data: [] }],
  ])('rejects %s as malformed', async (_name, path, body) => {
    h.server.faults.set(path, { answer: { kind: 'malformed', body } });
    expect(await failureOf(h.gateways.user.login({ account: 'a@b.co', code: '1', password: 'x' }))).toEqual({
      kind: 'malformed',
    });
  });

  it('rejects a profile with a flag it cannot read as malformed', async () => {
    const data = { userId: '1', email: 'a@b.co', isAssert: 'maybe' };
    h.server.faults.set(paths.info.path, { answer: { kind: 'malformed', body: { code: 1, data } } });
    expect(await failureOf(h.gateways.user.profile({ userId: '1', token: 't' }))).toEqual({
      kind: 'malformed',
    });
  });

  it('rejects with network when nothing listens', async () => {
    const user = createHttpUserGateway(createHarness(await refusedUrl()));
    expect(await failureOf(user.sendEmailCode('a@b.co', 'login'))).toEqual({ kind: 'network' });
  });
});
