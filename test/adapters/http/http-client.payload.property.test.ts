import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Echo } from './client-harness';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const value = fc.oneof(
  fc.constantFrom(null, undefined, ''),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.boolean(),
);
const payload = fc.dictionary(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), value, {
  maxKeys: 8,
});

const sorted = (pairs: [string, string][]) => [...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** What the server must receive: every non-empty key once, its value as text. */
function expectedPairs(params: Record<string, unknown>): [string, string][] {
  return sorted(
    Object.entries(params)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}

describe('payload cleaning, for any payload', () => {
  it('the server receives exactly the non-empty keys of a POST body', async () => {
    const { client } = createHarness(server.url);
    await fc.assert(
      fc.asyncProperty(payload, async (params) => {
        const echo = await client.post<Echo>('/echo', params);
        expect(sorted([...new URLSearchParams(echo.body)])).toEqual(expectedPairs(params));
      }),
      { numRuns: 60 },
    );
  });

  it('the server receives exactly the non-empty keys of a GET query', async () => {
    const { client } = createHarness(server.url);
    await fc.assert(
      fc.asyncProperty(payload, async (params) => {
        const echo = await client.get<Echo>('/echo', params);
        expect(sorted([...new URLSearchParams(echo.query)])).toEqual(expectedPairs(params));
      }),
      { numRuns: 60 },
    );
  });
});
