import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AuthenticatorProblem,
  AuthenticatorRefusal,
  RECOVERY_CODE_COUNT,
} from '../../src/domain/account/authenticator';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';

const refusal = (message: string) => ({ failure: { kind: 'business', message } });
const PERIOD_MS = 30_000;

describe.each(BACKENDS)('AuthenticatorGateway contract (%s)', (_name, create) => {
  let backend: ContractBackend;
  let session: { userId: string; token: string };
  const gateway = () => backend.gateways.authenticator;
  const profile = () => backend.gateways.user.profile(session);
  /** The code an authenticator app shows for the secret at the exchange's time (plus `shift`). */
  const codeOf = (secret: string, shift = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: backend.clock.now() + shift });

  beforeEach(async () => {
    backend = await create();
    session = await signUp(backend, 'totp@example.com');
  });
  afterEach(() => backend.close());

  it("binds with the app's code on the exchange's clock and answers eight recovery codes once", async () => {
    expect((await profile()).googleBind).toBe(false);
    await expect(gateway().confirm('123456')).rejects.toMatchObject(refusal(AuthenticatorRefusal.notStarted));
    const setup = await gateway().start();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}.*/);
    expect(setup.uri).toContain('digits=6');
    expect(setup.uri).toContain('period=30');
    expect(setup.uri).toContain('algorithm=SHA1');
    // A code two steps old is refused; one step late still binds (a phone a little off).
    await expect(gateway().confirm(codeOf(setup.secret, -2 * PERIOD_MS))).rejects.toMatchObject(
      refusal(AuthenticatorRefusal.wrongCode),
    );
    await expect(gateway().confirm('12345')).rejects.toMatchObject(refusal(AuthenticatorProblem.code));
    expect((await profile()).googleBind).toBe(false);
    const codes = await gateway().confirm(codeOf(setup.secret, -PERIOD_MS));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await profile()).googleBind).toBe(true);
    const kept = JSON.stringify(backend.engine.state().users);
    codes.forEach((code) => expect(kept).not.toContain(code));
    await expect(gateway().start()).rejects.toMatchObject(refusal(AuthenticatorRefusal.bound));
    await expect(gateway().confirm(codeOf(setup.secret))).rejects.toMatchObject(
      refusal(AuthenticatorRefusal.bound),
    );
  });

  it('replaces a secret not yet confirmed: only the newest one binds', async () => {
    const first = await gateway().start();
    const second = await gateway().start();
    expect(second.secret).not.toBe(first.secret);
    await expect(gateway().confirm(codeOf(first.secret))).rejects.toMatchObject(
      refusal(AuthenticatorRefusal.wrongCode),
    );
    backend.clock.advance(5 * 60_000);
    await expect(gateway().confirm(codeOf(second.secret))).resolves.toHaveLength(RECOVERY_CODE_COUNT);
  });
});
