import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_SUCH_SESSION } from '../../src/adapters/demo/engine/parts/security/account-security';
import { AntiPhishingProblem } from '../../src/domain/account/anti-phishing';
import { lastCode, PASSWORD, signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';

const refusal = (message: string) => ({ failure: { kind: 'business', message } });
const EMAIL = 'phrase@example.com';

describe.each(BACKENDS)('AccountSecurityGateway contract (%s)', (name, create) => {
  let backend: ContractBackend;
  let session: { userId: string; token: string };
  const gateway = () => backend.gateways.security;
  const profile = () => backend.gateways.user.profile(session);
  const assetCode = async () => {
    const sent = await backend.gateways.user.sendEmailCode(EMAIL, 'asset');
    return { sent, code: sent.demoCode ?? lastCode(backend) };
  };
  /** A second log-in of the same account (another device): its token. */
  const logInAgain = async () => {
    backend.clock.advance(61_000);
    const sent = await backend.gateways.user.sendEmailCode(EMAIL, 'login');
    const code = sent.demoCode ?? lastCode(backend);
    return backend.gateways.user.login({ account: EMAIL, code, password: PASSWORD });
  };

  beforeEach(async () => {
    backend = await create();
    session = await signUp(backend, EMAIL);
  });
  afterEach(() => backend.close());

  it('sets the phrase with the account email code; the profile and the next mail carry it', async () => {
    expect((await profile()).antiPhishing ?? '').toBe('');
    await expect(gateway().setAntiPhishing({ phrase: 'no', code: '123456' })).rejects.toMatchObject(
      refusal(AntiPhishingProblem.phrase),
    );
    await expect(gateway().setAntiPhishing({ phrase: 'blue-otter', code: '000000' })).rejects.toMatchObject(
      refusal('Verification code error'),
    );
    const { code } = await assetCode();
    await gateway().setAntiPhishing({ phrase: 'blue-otter', code });
    // /user/info carries it as an assumed field, which a SPEC-exact server does not send: the
    // app then reads no phrase and shows none (never a wrong one).
    expect((await profile()).antiPhishing).toBe(name === 'http-spec' ? '' : 'blue-otter');
    // The code is spent: the same one cannot change the phrase again.
    await expect(gateway().setAntiPhishing({ phrase: 'red_fox', code })).rejects.toMatchObject(
      refusal('Verification code error'),
    );
    backend.clock.advance(61_000);
    const { sent } = await assetCode();
    // Only demo mode shows the mail; a server's answer never reaches the screen.
    expect(sent.demoPhrase ?? null).toBe(name === 'demo' ? 'blue-otter' : null);
  });

  it('lists each log-in as a session and signs the others out: their next call answers -2', async () => {
    const other = await logInAgain();
    backend.setToken(session.token);
    const listed = await gateway().sessions();
    expect(listed).toHaveLength(2);
    expect(listed.filter((each) => each.current)).toHaveLength(1);
    const current = listed.find((each) => each.current);
    expect(current?.lastSeenAt).toBeGreaterThanOrEqual(current?.openedAt ?? Infinity);
    expect(new Set(listed.map((each) => each.id)).size).toBe(2);
    // The tokens themselves never leave the server.
    expect(JSON.stringify(listed)).not.toContain(session.token);
    expect(JSON.stringify(listed)).not.toContain(other.token);
    await expect(gateway().signOutOthers()).resolves.toBe(1);
    expect(await gateway().sessions()).toEqual([expect.objectContaining({ current: true })]);
    backend.setToken(other.token);
    await expect(gateway().sessions()).rejects.toMatchObject({ failure: { kind: 'session-expired' } });
  });

  it('signs one other session out by its id, and never the current one', async () => {
    const other = await logInAgain();
    backend.setToken(session.token);
    const listed = await gateway().sessions();
    const mine = listed.find((each) => each.current);
    const theirs = listed.find((each) => !each.current);
    await expect(gateway().signOut(mine?.id ?? '')).rejects.toMatchObject(refusal(NO_SUCH_SESSION));
    await gateway().signOut(theirs?.id ?? '');
    await expect(gateway().signOut(theirs?.id ?? '')).rejects.toMatchObject(refusal(NO_SUCH_SESSION));
    expect((await gateway().sessions()).map((each) => each.id)).toEqual([mine?.id]);
    backend.setToken(other.token);
    await expect(gateway().sessions()).rejects.toMatchObject({ failure: { kind: 'session-expired' } });
  });
});
