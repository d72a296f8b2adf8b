import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/domain/locale/locale';
import { createHarness, failureOf, type Echo } from './client-harness';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('X-Access-Token', () => {
  it('is absent while no user is signed in', async () => {
    const { client } = createHarness(server.url);
    const echo = await client.post<Echo>('/echo');
    expect(echo.headers).not.toHaveProperty('x-access-token');
  });

  it('carries the token read at the time of each request', async () => {
    const harness = createHarness(server.url);
    harness.setToken('tok-1');
    expect((await harness.client.post<Echo>('/echo')).headers['x-access-token']).toBe('tok-1');
    harness.setToken('tok-2');
    expect((await harness.client.get<Echo>('/echo')).headers['x-access-token']).toBe('tok-2');
    harness.setToken(null);
    expect((await harness.client.market<Echo>('/echo')).headers).not.toHaveProperty('x-access-token');
  });
});

describe('Accept-Language', () => {
  const expected: Record<Locale, string> = {
    'en-US': 'en-US,en',
    'zh-CN': 'zh-CN,zh',
    ko: 'en-US,en',
    ja: 'en-US,en',
  };

  it.each(LOCALES)('asks for %s as the server understands it', async (locale) => {
    const harness = createHarness(server.url);
    harness.setLocale(locale);
    expect((await harness.client.post<Echo>('/echo')).headers['accept-language']).toBe(expected[locale]);
    expect((await harness.client.get<Echo>('/echo')).headers['accept-language']).toBe(expected[locale]);
  });

  it('follows a language switch without a new client', async () => {
    const harness = createHarness(server.url);
    expect((await harness.client.post<Echo>('/echo')).headers['accept-language']).toBe('en-US,en');
    harness.setLocale('zh-CN');
    expect((await harness.client.post<Echo>('/echo')).headers['accept-language']).toBe('zh-CN,zh');
  });
});

describe('request encoding', () => {
  it('sends POST bodies form-encoded, without null, undefined or empty parameters', async () => {
    const { client } = createHarness(server.url);
    const echo = await client.post<Echo>('/echo', {
      pageNo: 1,
      pageSize: 10,
      entryStatus: 0,
      baseCoin: null,
      quoteCoin: undefined,
      currency: '',
      note: 'a b&c=d',
    });
    expect(echo.method).toBe('POST');
    expect(echo.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(echo.body).toBe('pageNo=1&pageSize=10&entryStatus=0&note=a+b%26c%3Dd');
  });

  it('sends an empty form when post has no body', async () => {
    const { client } = createHarness(server.url);
    const echo = await client.post<Echo>('/echo');
    expect(echo.body).toBe('');
    expect(echo.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('sends GET params as a query string, without empty parameters and without a body', async () => {
    const { client } = createHarness(server.url);
    const echo = await client.get<Echo>('/echo', { paramName: 'contract_fee_rate', extra: '', other: null });
    expect(echo.method).toBe('GET');
    expect(echo.query).toBe('?paramName=contract_fee_rate');
    expect(echo.body).toBe('');
  });

  it('joins paths to a base that has a path prefix (the desktop /bb/app base)', async () => {
    const { client } = createHarness(`${server.url}/bb/app`);
    expect((await client.post<Echo>('/echo')).path).toBe('/bb/app/echo');
  });

  it('keeps an absolute URL given as a path on its own base', async () => {
    const { client } = createHarness(server.url);
    const failure = await failureOf(client.post('http://example.com/echo'));
    expect(failure).toMatchObject({ kind: 'http-status', status: 404 });
    expect(JSON.stringify(failure)).toContain('example.com/echo');
  });
});
