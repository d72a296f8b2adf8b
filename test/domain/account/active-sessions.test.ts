import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceSummary } from '../../../src/domain/session/device-summary';
import {
  hasOtherSessions,
  sessionsInOrder,
  type ActiveSession,
} from '../../../src/domain/account/active-sessions';

const session = (id: string, lastSeenAt: number, current = false): ActiveSession => ({
  id,
  device: '',
  openedAt: 0,
  lastSeenAt,
  current,
});

describe('the active sessions', () => {
  it('lists the current session first, then the most recently used', () => {
    const ordered = sessionsInOrder([session('a', 5), session('b', 9), session('me', 1, true)]);
    expect(ordered.map((each) => each.id)).toEqual(['me', 'b', 'a']);
  });

  it('property: ordering keeps every session and puts a current one first', () => {
    const arbitrary = fc.array(
      fc
        .record({ id: fc.string(), lastSeenAt: fc.nat(), current: fc.boolean() })
        .map((row) => session(row.id, row.lastSeenAt, row.current)),
    );
    fc.assert(
      fc.property(arbitrary, (sessions) => {
        const ordered = sessionsInOrder(sessions);
        expect(ordered).toHaveLength(sessions.length);
        if (sessions.some((each) => each.current)) expect(ordered[0]?.current).toBe(true);
      }),
    );
  });

  it('tells whether any other session is open', () => {
    expect(hasOtherSessions([session('me', 1, true)])).toBe(false);
    expect(hasOtherSessions([session('me', 1, true), session('b', 2)])).toBe(true);
  });

  it('names a device by browser and system, never with a version', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        'Chrome on Windows',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
        'Firefox on macOS',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
        'Chrome on Linux',
      ],
      ['curl/8.5.0', ''],
      ['', ''],
    ];
    for (const [agent, summary] of cases) expect(deviceSummary(agent)).toBe(summary);
  });

  it('property: a summary never carries digits and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (agent) => {
        expect(deviceSummary(agent)).not.toMatch(/\d/);
      }),
    );
  });
});
