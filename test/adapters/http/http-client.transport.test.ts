import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../../../src/adapters/http/http-client';
import { createHarness, failureOf } from './client-harness';
import { refusedUrl, startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('HTTP status', () => {
  it('rejects a 500 with its status and parsed JSON body', async () => {
    const { client } = createHarness(server.url);
    expect(await failureOf(client.post('/http-500'))).toEqual({
      kind: 'http-status',
      status: 500,
      body: { error: 'Internal Server Error', path: '/http-500' },
    });
  });

  it('keeps a body that is not JSON as text', async () => {
    const { client } = createHarness(server.url);
    expect(await failureOf(client.get('/http-502-text'))).toEqual({
      kind: 'http-status',
      status: 502,
      body: 'Bad Gateway',
    });
  });

  it('rejects any status other than 200, even a 2xx with a success envelope', async () => {
    const { client } = createHarness(server.url);
    expect(await failureOf(client.post('/http-201'))).toMatchObject({ kind: 'http-status', status: 201 });
  });

  it('rejects an unknown path with 404', async () => {
    const { client } = createHarness(server.url);
    expect(await failureOf(client.market('/nowhere'))).toEqual({
      kind: 'http-status',
      status: 404,
      body: { notFound: '/nowhere' },
    });
  });
});

describe('timeouts', () => {
  it('waits 12 seconds by default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(12_000);
  });

  it('rejects with timeout when the server does not answer in time', async () => {
    const { client } = createHarness(server.url, 150);
    const started = Date.now();
    expect(await failureOf(client.post('/slow'))).toEqual({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('bounds the whole call, even while the server keeps trickling bytes', async () => {
    const { client } = createHarness(server.url, 300);
    const started = Date.now();
    expect(await failureOf(client.get('/slow-drip'))).toEqual({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('does not time out an answer that arrives within the limit', async () => {
    const { client } = createHarness(server.url, 1000);
    await expect(client.post('/ok')).resolves.toEqual({ value: 42 });
  });
});

describe('network failures', () => {
  it('rejects with network when the connection is refused', async () => {
    const { client } = createHarness(await refusedUrl());
    expect(await failureOf(client.post('/ok'))).toEqual({ kind: 'network' });
    expect(await failureOf(client.market('/huobi-ok'))).toEqual({ kind: 'network' });
  });

  it('rejects with network when the server drops the connection', async () => {
    const { client } = createHarness(server.url);
    expect(await failureOf(client.get('/reset'))).toEqual({ kind: 'network' });
  });
});
