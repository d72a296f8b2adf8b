import { describe, expect, it } from 'vitest';
import { parseEngineState } from '../../../../src/adapters/demo/engine';
import { PASSWORD, signUp, startEngine } from '../../../support/fixtures/engine';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe("the engine's sessions and phrase", () => {
  it('names each session by its device summary and moves last-seen with every call under it', () => {
    const { engine, clock } = startEngine();
    const first = signUp(engine, 'seen@example.com');
    clock.advance(61_000);
    const code = engine.sendEmailCode('seen@example.com', 'login');
    const second = engine.login({ account: 'seen@example.com', code, password: PASSWORD }, CHROME_ON_WINDOWS);
    clock.advance(5_000);
    engine.profile(first.token);
    const listed = engine.activeSessions(first.token);
    const mine = listed.find((each) => each.current);
    const theirs = listed.find((each) => !each.current);
    expect(mine?.lastSeenAt).toBe(clock.now());
    expect(theirs).toMatchObject({ device: 'Chrome on Windows', lastSeenAt: theirs?.openedAt });
    // The whole user agent is never kept.
    expect(JSON.stringify(engine.state().sessions)).not.toContain('KHTML');
    expect(engine.signOutOtherSessions(first.token)).toBe(1);
    expect(() => engine.profile(second.token)).toThrow(expect.objectContaining({ code: -2 }));
  });

  it('reads sessions and users saved before either was listed or had a phrase', () => {
    const { engine } = startEngine();
    signUp(engine, 'old@example.com');
    const saved = JSON.parse(JSON.stringify(engine.state())) as {
      sessions: Record<string, unknown>[];
      users: Record<string, unknown>[];
    };
    for (const session of saved.sessions) {
      delete session.openedAt;
      delete session.lastSeenAt;
      delete session.device;
    }
    for (const user of saved.users) delete user.antiPhishing;
    const read = parseEngineState(saved);
    expect(
      read?.sessions.map(({ openedAt, lastSeenAt, device }) => ({ openedAt, lastSeenAt, device })),
    ).toEqual([{ openedAt: 0, lastSeenAt: 0, device: '' }]);
    expect(read?.users.map((user) => user.antiPhishing)).toEqual([null]);
  });

  it('carries the phrase in every mail to the account, signed in or not', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'mail@example.com');
    const code = engine.sendEmailCode('mail@example.com', 'asset');
    engine.setAntiPhishing(token, { phrase: 'blue-otter', code });
    clock.advance(61_000);
    expect(engine.sendEmailMail('mail@example.com', 'forget').phrase).toBe('blue-otter');
    expect(engine.sendSignedInMail(token, 'withdraw').phrase).toBe('blue-otter');
    expect(engine.sendEmailMail('new@example.com', 'register').phrase).toBeNull();
  });
});
