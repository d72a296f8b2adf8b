import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { AuthenticatorRecord, UserRecord } from '../../../../src/adapters/demo/engine/user-records';
import { acceptedStep } from '../../../../src/adapters/demo/engine/parts/authenticator/authenticator-binding';
import { secondFactorOf } from '../../../../src/adapters/demo/engine/parts/authenticator/second-factor-check';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PERIOD_MS = 30_000;
/** A moment in the middle of a time step, so that a step either side is another step. */
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % PERIOD_MS) + 10_000;
const appCode = (at: number) => TOTP.generate({ secret: Secret.fromBase32(SECRET), timestamp: at });

const bindingOf = (lastStep: number | null): AuthenticatorRecord => ({
  secret: SECRET,
  boundAt: T0,
  recoveryHashes: [],
  lastStep,
});

const boundUser = (lastStep: number | null) =>
  ({ id: 'u1', email: 'bound@example.com', authenticator: bindingOf(lastStep) }) as unknown as UserRecord;

// RFC 6238 section 5.2: a code the exchange has taken is never taken again, even in its window.
describe('an authenticator code is taken once', () => {
  it("refuses the binding's own code for a withdrawal, and takes the next step's", () => {
    const user = boundUser(Math.floor(T0 / PERIOD_MS));
    expect(secondFactorOf(user, appCode(T0), T0 + 5_000)).toBeNull();
    expect(secondFactorOf(user, appCode(T0 + PERIOD_MS), T0 + 5_000)).not.toBeNull();
  });

  it('refuses a code again once a withdrawal has spent it, and any older one in the window', () => {
    const user = boundUser(null);
    const now = T0 + PERIOD_MS;
    const taken = secondFactorOf(user, appCode(now), now);
    expect(taken).not.toBeNull();
    // Checked but not yet spent (the withdrawal was refused for another reason): still good.
    expect(secondFactorOf(user, appCode(now), now + 1_000)).not.toBeNull();
    taken?.spend();
    expect(secondFactorOf(user, appCode(now), now + 1_000)).toBeNull();
    expect(secondFactorOf(user, appCode(now - PERIOD_MS), now + 1_000)).toBeNull();
    expect(secondFactorOf(user, appCode(now + PERIOD_MS), now + 1_000)).not.toBeNull();
  });

  it('answers the step of a code one step either side of the clock, and null for others', () => {
    const user = boundUser(null);
    const step = Math.floor(T0 / PERIOD_MS);
    const binding = bindingOf(null);
    expect(acceptedStep(user, binding, appCode(T0 - PERIOD_MS), T0)).toBe(step - 1);
    expect(acceptedStep(user, binding, appCode(T0 + PERIOD_MS), T0)).toBe(step + 1);
    expect(acceptedStep(user, binding, appCode(T0 + 2 * PERIOD_MS), T0)).toBeNull();
  });
});
