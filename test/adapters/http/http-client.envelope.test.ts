import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, failureOf, type ClientHarness } from './client-harness';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let harness: ClientHarness;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const fresh = () => (harness = createHarness(server.url));

describe('the {code, msg, data} envelope', () => {
  it('resolves data when code is 1', async () => {
    fresh();
    await expect(harness.client.post('/ok')).resolves.toEqual({ value: 42 });
  });

  it("accepts the code '1' sent as text", async () => {
    fresh();
    await expect(harness.client.get('/ok-text-code')).resolves.toEqual(['a', 'b']);
  });

  it('resolves undefined for a success without data', async () => {
    fresh();
    await expect(harness.client.post('/ok-without-data')).resolves.toBeUndefined();
  });

  it('rejects any other code as a business failure carrying the server msg', async () => {
    fresh();
    expect(await failureOf(harness.client.post('/business'))).toEqual({
      kind: 'business',
      code: 0,
      message: 'Insufficient available balance',
    });
  });

  it("falls back to the message 'error' when msg is missing or blank", async () => {
    fresh();
    expect(await failureOf(harness.client.post('/business-without-msg'))).toEqual({
      kind: 'business',
      code: 0,
      message: 'error',
    });
    expect(await failureOf(harness.client.get('/business-blank-msg'))).toMatchObject({ message: 'error' });
  });

  it('reads a business code sent as text as its number', async () => {
    fresh();
    expect(await failureOf(harness.client.post('/business-text-code'))).toEqual({
      kind: 'business',
      code: 500,
      message: 'Server busy',
    });
  });
});

describe('code -2', () => {
  it('rejects as session-expired and tells the listener once, with the msg', async () => {
    fresh();
    expect(await failureOf(harness.client.post('/expired'))).toEqual({
      kind: 'session-expired',
      message: 'Please log in again',
    });
    expect(harness.expired).toEqual(['Please log in again']);
  });

  it('tells the listener the token the refused call carried, even when the session changed meanwhile', async () => {
    fresh();
    harness.setToken('tok-old');
    const call = failureOf(harness.client.post('/expired'));
    harness.setToken('tok-new');
    await call;
    await failureOf(harness.client.post('/expired'));
    harness.setToken(null);
    await failureOf(harness.client.post('/expired'));
    expect(harness.expiredTokens).toEqual(['tok-old', 'tok-new', null]);
  });

  it('tells the listener once per expired response, also for GET and a text code', async () => {
    fresh();
    await failureOf(harness.client.get('/expired-text-code'));
    await failureOf(harness.client.get('/expired-text-code'));
    expect(harness.expired).toEqual(['Login expired', 'Login expired']);
  });

  it("uses the fallback 'error' when the expiry has no msg", async () => {
    fresh();
    expect(await failureOf(harness.client.post('/expired-without-msg'))).toEqual({
      kind: 'session-expired',
      message: 'error',
    });
    expect(harness.expired).toEqual(['error']);
  });

  it('does not tell the listener about other failures', async () => {
    fresh();
    await failureOf(harness.client.post('/business'));
    await failureOf(harness.client.post('/http-500'));
    expect(harness.expired).toEqual([]);
  });
});

describe('a body that is not an envelope', () => {
  it.each([
    ['broken JSON', '/malformed'],
    ['an HTML page', '/html'],
    ['an empty body', '/empty'],
    ['an array', '/array'],
    ['a string', '/string'],
    ['null', '/null'],
    ['a number', '/number'],
    ['an object without code', '/no-code'],
    ['a code that is not a number', '/bad-code'],
  ])('rejects %s as malformed', async (_name, path) => {
    fresh();
    expect(await failureOf(harness.client.post(path))).toEqual({ kind: 'malformed' });
    expect(await failureOf(harness.client.get(path))).toEqual({ kind: 'malformed' });
  });
});

describe('postEnvelope', () => {
  it('resolves data together with the success msg', async () => {
    fresh();
    await expect(harness.client.postEnvelope('/ok')).resolves.toEqual({
      data: { value: 42 },
      msg: 'success',
    });
  });

  it("reads a success without msg as ''", async () => {
    fresh();
    await expect(harness.client.postEnvelope('/ok-text-code')).resolves.toEqual({
      data: ['a', 'b'],
      msg: '',
    });
  });

  it('rejects failures and code -2 exactly like post', async () => {
    fresh();
    expect(await failureOf(harness.client.postEnvelope('/business'))).toMatchObject({ kind: 'business' });
    expect(await failureOf(harness.client.postEnvelope('/expired'))).toEqual({
      kind: 'session-expired',
      message: 'Please log in again',
    });
    expect(harness.expired).toEqual(['Please log in again']);
  });
});
