import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../src/application/session/session.machine';
import {
  selectNotice,
  selectSignedIn,
  selectToken,
} from '../../../src/application/session/session.selectors';
import { flush, loginRequest, profileFor, startSession } from './session-harness';

type Phase = 'signedOut' | 'signingIn' | 'signedIn' | 'expired';
interface Model {
  phase: Phase;
  tokens: number;
}
interface Real {
  harness: ReturnType<typeof startSession>;
}

const phaseOf = (real: Real): Phase => {
  const value = real.harness.actor.getSnapshot().value;
  return typeof value === 'string' ? (value as Phase) : 'signedIn';
};

/** The invariant: storage holds a session exactly when the machine is signed in, and the same one. */
function checkAgreement(model: Model, real: Real) {
  const snapshot = real.harness.actor.getSnapshot();
  expect(phaseOf(real)).toBe(model.phase);
  const stored = real.harness.store.load();
  expect(stored !== null).toBe(selectSignedIn(snapshot));
  if (stored) expect(stored.token).toBe(selectToken(snapshot));
}

const command = (
  name: string,
  run: (model: Model, real: Real) => Promise<void> | void,
): fc.AsyncCommand<Model, Real> => ({
  check: () => true,
  async run(model, real) {
    await run(model, real);
    await flush();
    checkAgreement(model, real);
  },
  toString: () => name,
});

const send = (real: Real, event: SessionEvent) => real.harness.actor.send(event);

const commands = [
  fc.constant(
    command('login', (m, r) => {
      send(r, { type: 'login', request: loginRequest });
      if (m.phase === 'signedOut' || m.phase === 'expired') m.phase = 'signingIn';
    }),
  ),
  fc.boolean().map((ok) =>
    command(`settleLogin(${ok})`, (m, r) => {
      const pending = r.harness.users.logins.at(-1);
      if (m.phase !== 'signingIn' || !pending) return;
      m.tokens += 1;
      if (ok) pending.resolve({ userId: '7', token: `tok-${m.tokens}` });
      else pending.reject(new Error('Password is incorrect'));
      m.phase = ok ? 'signedIn' : 'signedOut';
    }),
  ),
  fc.boolean().map((ok) =>
    command(`settleProfile(${ok})`, (_m, r) => {
      const pending = r.harness.users.profiles.at(-1);
      if (ok) pending?.resolve(profileFor('7', 'someone@example.com'));
      else pending?.reject(new Error('Please try again later'));
    }),
  ),
  fc.constant(
    command('logout', (m, r) => {
      send(r, { type: 'logout' });
      if (m.phase === 'signedIn' || m.phase === 'expired') {
        m.phase = 'signedOut';
        expect(selectNotice(r.harness.actor.getSnapshot())).toEqual({ kind: 'exited' });
      }
    }),
  ),
  fc.constant(
    command('expire', (m, r) => {
      r.harness.channel.sessionExpired('Please login first');
      if (m.phase === 'signedIn') m.phase = 'expired';
    }),
  ),
  fc.constant(
    command('dismiss', (m, r) => {
      send(r, { type: 'notice.dismiss' });
      if (m.phase === 'expired') m.phase = 'signedOut';
    }),
  ),
  fc.constant(command('profile.reload', (_m, r) => send(r, { type: 'profile.reload' }))),
  fc.constant(
    command('reload page', (m, r) => {
      r.harness.actor.stop();
      r.harness = startSession(r.harness.storage);
      // A reload forgets an unfinished login and a shown expiry: only storage survives.
      if (m.phase !== 'signedIn') m.phase = 'signedOut';
    }),
  ),
];

describe('session machine model run', () => {
  it('keeps the stored session and the machine state in agreement for any event sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), (cmds) =>
        fc.asyncModelRun(
          () => ({ model: { phase: 'signedOut' as Phase, tokens: 0 }, real: { harness: startSession() } }),
          cmds,
        ),
      ),
      { numRuns: 150 },
    );
  });
});
