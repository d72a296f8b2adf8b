import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_ERROR_CODE } from '../../../src/adapters/http/envelope';
import { createHarness, failureOf, type Echo } from './client-harness';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('market calls (Huobi-style bodies)', () => {
  it("resolves the whole body when status is 'ok'", async () => {
    const { client } = createHarness(server.url);
    await expect(client.market('/huobi-ok', { symbol: 'btcusdt' })).resolves.toEqual({
      status: 'ok',
      ch: 'market.btcusdt.detail',
      ts: 1,
      tick: { close: 50000, vol: 12 },
    });
  });

  it('rejects another status as business, with err-msg, msg or the fallback', async () => {
    const { client } = createHarness(server.url);
    const business = (message: string) => ({ kind: 'business', code: MARKET_ERROR_CODE, message });
    expect(await failureOf(client.market('/huobi-error'))).toEqual(business('invalid symbol'));
    expect(await failureOf(client.market('/huobi-error-msg'))).toEqual(business('market closed'));
    expect(await failureOf(client.market('/huobi-error-bare'))).toEqual(business('error'));
  });

  it('reads a {code, msg, data} envelope like post does', async () => {
    const harness = createHarness(server.url);
    await expect(harness.client.market('/ok')).resolves.toEqual({ value: 42 });
    expect(await failureOf(harness.client.market('/business'))).toMatchObject({ kind: 'business', code: 0 });
    expect(await failureOf(harness.client.market('/expired'))).toMatchObject({ kind: 'session-expired' });
    expect(harness.expired).toEqual(['Please log in again']);
  });

  it('rejects bodies that are neither shape as malformed', async () => {
    const { client } = createHarness(server.url);
    expect(await failureOf(client.market('/malformed'))).toEqual({ kind: 'malformed' });
    expect(await failureOf(client.market('/array'))).toEqual({ kind: 'malformed' });
    expect(await failureOf(client.market('/no-code'))).toEqual({ kind: 'malformed' });
  });

  it('posts its payload form-encoded, without empty parameters', async () => {
    const { client } = createHarness(server.url);
    const echo = await client.market<Echo>('/echo', { symbol: 'btcusdt', timer: '1day', size: 1, extra: '' });
    expect(echo.method).toBe('POST');
    expect(echo.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(echo.body).toBe('symbol=btcusdt&timer=1day&size=1');
  });
});
