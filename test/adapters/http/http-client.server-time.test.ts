import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerOffsetClock } from '../../../src/adapters/clock/server-offset-clock.adapter';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { startTestServer, type TestServer } from './test-server';

describe('server time from the answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('moves a device clock that is an hour slow to the server time, within a second', async () => {
    const hourSlow = () => Date.now() - 3_600_000;
    const clock = createServerOffsetClock(hourSlow, 1_000);
    const client = createHttpClient({
      baseURL: server.url,
      tokens: { token: () => null },
      locale: { current: () => 'en-US' },
      sessionExpiry: { sessionExpired: () => undefined },
      serverTime: clock,
      deviceNow: hourSlow,
    });
    await client.post('/ok');
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1_000);
  });
});
