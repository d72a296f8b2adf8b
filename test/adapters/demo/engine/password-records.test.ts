import { describe, expect, it } from 'vitest';
import { parseEngineState, type EngineState } from '../../../../src/adapters/demo/engine';
import { legacyPasswordHash } from '../../../../src/adapters/demo/engine/legacy-hash';
import { readRecord } from '../../../../src/adapters/demo/engine/password-record';
import { appCode } from '../../../support/e2e/authenticator-code';
import {
  expectRefusal,
  PASSWORD,
  signIn,
  signUp,
  startEngine,
  TEST_PASSWORD_ITERATIONS,
  testEngine,
} from '../../../support/fixtures/engine';
import type { FakeClock } from '../../../support/fixtures/fake-clock';
import { toStoreSync } from '../../../support/fixtures/plain-passwords';

const EMAIL = 'keys@example.com';
const FUND_PASSWORD = '135790';
const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const SUBJECT = { coin: 'USDT', network: 'TRC20', address: ADDRESS, amount: '20' } as const;
const RECORD = new RegExp(`^pbkdf2-sha256\\$${TEST_PASSWORD_ITERATIONS}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`);

/** A user with a fund password; `state` is what a browser would have saved. */
function saved() {
  const harness = startEngine();
  const { engine } = harness;
  const { token, userId } = signUp(engine, EMAIL);
  engine.setTransactionPassword(token, FUND_PASSWORD, engine.sendEmailCode(EMAIL, 'asset'));
  return { ...harness, token, userId };
}

/** The saved state as an earlier version wrote it: both passwords in its fast hash. */
function legacyState(state: EngineState, userId: string): EngineState {
  const text = JSON.parse(JSON.stringify(state)) as EngineState;
  for (const user of text.users.filter((each) => each.id === userId)) {
    user.passwordHash = legacyPasswordHash(userId, PASSWORD);
    user.transactionPasswordHash = legacyPasswordHash(userId, `fund:${FUND_PASSWORD}`);
  }
  return parseEngineState(text) ?? (undefined as never);
}

const userOf = (state: EngineState, userId: string) => state.users.find((user) => user.id === userId);

function withdrawal(
  engine: ReturnType<typeof testEngine>,
  clock: FakeClock,
  token: string,
  fundPassword: string,
) {
  clock.advance(60_000);
  const code = engine.sendSignedInCode(token, 'withdraw', SUBJECT);
  return () => engine.withdraw(token, { ...SUBJECT, fundPassword, code });
}

describe('the engine keeps passwords as PBKDF2 records', () => {
  it('stores no password, fund password or recovery code in a fast hash, nor as typed', () => {
    const { engine, clock, token, userId } = saved();
    const { secret } = engine.startAuthenticator(token);
    const codes = engine.confirmAuthenticator(token, appCode(secret, clock.now()));
    const state = engine.state();
    const user = userOf(state, userId);
    expect(user?.passwordHash).toMatch(RECORD);
    expect(user?.transactionPasswordHash).toMatch(RECORD);
    expect(user?.authenticator?.recoveryHashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    const text = JSON.stringify(state);
    for (const secretText of [PASSWORD, FUND_PASSWORD, ...codes]) expect(text).not.toContain(secretText);
    const fast = [
      legacyPasswordHash(userId, PASSWORD),
      legacyPasswordHash(userId, `fund:${FUND_PASSWORD}`),
      ...codes.map((code) => legacyPasswordHash(userId, code)),
    ];
    for (const hash of fast) expect(text).not.toContain(hash);
  });

  it('logs in on a legacy hash once, and keeps a PBKDF2 record from then on', () => {
    const { engine: first, clock, userId } = saved();
    const engine = testEngine({ clock, state: legacyState(first.state(), userId) });
    const legacy = legacyPasswordHash(userId, PASSWORD);
    expect(userOf(engine.state(), userId)?.passwordHash).toBe(legacy);
    // A wrong password leaves the legacy hash as it was.
    expectRefusal(() => signIn(engine, EMAIL, 'not-the-password'), 'Password is incorrect');
    expect(userOf(engine.state(), userId)?.passwordHash).toBe(legacy);
    clock.advance(60_000);
    expect(signIn(engine, EMAIL).userId).toBe(userId);
    const upgraded = userOf(engine.state(), userId)?.passwordHash ?? '';
    expect(upgraded).toMatch(RECORD);
    expect(JSON.stringify(engine.state())).not.toContain(legacy);
    clock.advance(60_000);
    expect(signIn(engine, EMAIL).userId).toBe(userId);
    expect(userOf(engine.state(), userId)?.passwordHash).toBe(upgraded);
  });

  it('checks a legacy fund password once at a withdrawal and keeps a PBKDF2 record from then on', () => {
    const { engine: first, clock, userId } = saved();
    const engine = testEngine({ clock, state: legacyState(first.state(), userId) });
    const { token } = signIn(engine, EMAIL);
    const legacy = legacyPasswordHash(userId, `fund:${FUND_PASSWORD}`);
    expectRefusal(withdrawal(engine, clock, token, '000000'), 'Password is incorrect');
    expect(userOf(engine.state(), userId)?.transactionPasswordHash).toBe(legacy);
    withdrawal(engine, clock, token, FUND_PASSWORD)();
    const upgraded = userOf(engine.state(), userId)?.transactionPasswordHash;
    expect(upgraded).toMatch(RECORD);
    expect(JSON.stringify(engine.state())).not.toContain(legacy);
    withdrawal(engine, clock, token, FUND_PASSWORD)();
    expect(userOf(engine.state(), userId)?.transactionPasswordHash).toBe(upgraded);
  });

  it('renews a record at another count at its next check that passes', () => {
    const { engine: first, clock, userId } = saved();
    const engine = testEngine({ clock, state: first.state(), settings: { passwordIterations: 1_500 } });
    expectRefusal(() => signIn(engine, EMAIL, 'not-the-password'), 'Password is incorrect');
    expect(readRecord(userOf(engine.state(), userId)?.passwordHash ?? '')?.iterations).toBe(1_000);
    clock.advance(60_000);
    signIn(engine, EMAIL);
    expect(readRecord(userOf(engine.state(), userId)?.passwordHash ?? '')?.iterations).toBe(1_500);
  });

  it('gives an email with no account terms alike to a real one, fixed per email', () => {
    const { engine } = saved();
    const known = engine.passwordTerms(EMAIL);
    const unknown = engine.passwordTerms('nobody@example.com');
    expect(unknown).toEqual({
      check: { salt: expect.stringMatching(/^[0-9a-f]{32}$/), iterations: known.iterations },
      iterations: known.iterations,
      renew: false,
    });
    expect(unknown.check?.salt).not.toBe(known.check?.salt);
    expect(engine.passwordTerms('NOBODY@example.com ')).toEqual(unknown);
    expect(engine.passwordTerms('other@example.com').check?.salt).not.toBe(unknown.check?.salt);
  });

  it('takes a new password only as a record at its own count', () => {
    const { engine } = startEngine();
    const code = engine.sendEmailCode(EMAIL, 'register');
    const request = { email: EMAIL, code, password: PASSWORD, inviteCode: '' };
    const cheap = toStoreSync(PASSWORD, { check: null, iterations: 10, renew: false });
    expect(() => engine.register(request, cheap)).toThrow(/pbkdf2-sha256 record of 1000 iterations/);
    expect(() => engine.register(request, { check: null, store: 'plain-text' })).toThrow();
    expect(engine.register(request).userId).toBeTruthy();
  });

  it('takes a recovery code handed out by an earlier version, once', () => {
    const { engine: first, clock, token: firstToken, userId } = saved();
    const { secret } = first.startAuthenticator(firstToken);
    const [code = ''] = first.confirmAuthenticator(firstToken, appCode(secret, clock.now()));
    const text = JSON.parse(JSON.stringify(first.state())) as EngineState;
    const user = userOf(text, userId);
    if (user?.authenticator) user.authenticator.recoveryHashes = [legacyPasswordHash(userId, code)];
    const engine = testEngine({ clock, state: parseEngineState(text) ?? undefined });
    const { token } = signIn(engine, EMAIL);
    const send = (authenticatorCode: string) => {
      clock.advance(60_000);
      const sent = engine.sendSignedInCode(token, 'withdraw', SUBJECT);
      return () =>
        engine.withdraw(token, { ...SUBJECT, fundPassword: FUND_PASSWORD, code: sent, authenticatorCode });
    };
    send(code)();
    expect(userOf(engine.state(), userId)?.authenticator?.recoveryHashes).toEqual([]);
    expect(send(code)).toThrow();
  });
});
