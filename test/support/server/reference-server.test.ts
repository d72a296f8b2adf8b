import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allApiPaths } from '../../../src/adapters/http/api-paths';
import { signUp, startEngine, testEngine } from '../fixtures/engine';
import { createMovableClock } from './movable-clock';
import { parseFaultSpec } from './faults';
import { loadState, saveState } from './persistence';
import { startReferenceServer, type ReferenceServer } from './reference-server';

const { engine, clock } = startEngine({}, 'server-seed');
let server: ReferenceServer;

beforeAll(async () => {
  server = await startReferenceServer({ engine, clock });
});
afterAll(() => server.close());
beforeEach(() => server.faults.clear());

const call = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const form = (body: Record<string, string>, token?: string): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(body),
  headers: token ? { 'X-Access-Token': token } : {},
});

describe('the reference server', () => {
  it('answers every path of the API table with its method, and no other path', async () => {
    for (const { entry } of allApiPaths()) {
      const response = await call(entry.path, { method: entry.method });
      expect(response.status, entry.path).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect('code' in body || body.status === 'ok', entry.path).toBe(true);
    }
    expect((await call('/user/unknown', { method: 'POST' })).status).toBe(404);
    expect((await call('/user/login')).status).toBe(405);
  });

  it('serves the desktop base /bb/app as the same routes', async () => {
    const body = await (await call('/bb/app/paramter/getCustomer')).json();
    expect(body).toEqual({ code: 1, msg: 'success', data: engine.customerLinks() });
  });

  it('signs calls in with X-Access-Token and answers -2 for an unknown token', async () => {
    const { token } = signUp(engine, 'server@example.com');
    const ok = (await (await call('/contract/getAssets', form({}, token))).json()) as { code: number };
    expect(ok.code).toBe(1);
    expect(await (await call('/contract/getAssets', form({}, 'stale'))).json()).toEqual({
      code: -2,
      msg: 'Please login first',
      data: null,
    });
  });

  it('passes engine refusals on as {code, msg}', async () => {
    const answer = await (await call('/user/login', form({ account: 'nobody' }))).json();
    expect(answer).toEqual({ code: 0, msg: 'Email error', data: null });
  });

  it('sends CORS headers, and answers a preflight with 204', async () => {
    const preflight = await call('/user/login', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Access-Token');
    expect((await call('/paramter/getCustomer')).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('fault injection', () => {
  it('takes faults given at start', async () => {
    const fresh = await startReferenceServer({
      engine,
      clock,
      faults: { '*': { answer: { kind: 'expired' } } },
    });
    expect(((await (await fetch(`${fresh.url}/paramter/getCustomer`)).json()) as { code: number }).code).toBe(
      -2,
    );
    await fresh.close();
  });

  it('adds latency before the real answer', async () => {
    server.faults.set('/paramter/getCustomer', { latencyMs: 200 });
    const started = Date.now();
    expect((await call('/paramter/getCustomer')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('answers HTTP 500, a chosen code, -2 and malformed bodies', async () => {
    server.faults.set('/paramter/getCustomer', { answer: { kind: 'status', status: 500 } });
    expect((await call('/paramter/getCustomer')).status).toBe(500);
    server.faults.set('/paramter/getCustomer', { answer: { kind: 'code', code: 42, msg: 'Busy' } });
    expect(await (await call('/paramter/getCustomer')).json()).toEqual({ code: 42, msg: 'Busy', data: null });
    server.faults.set('/paramter/getCustomer', { answer: { kind: 'malformed' } });
    await expect((await call('/paramter/getCustomer')).json()).rejects.toThrow();
    server.faults.set('/paramter/getCustomer', { answer: { kind: 'malformed', body: [1] } });
    expect(await (await call('/paramter/getCustomer')).json()).toEqual([1]);
  });

  it('drops the connection on request', async () => {
    server.faults.set('/paramter/getCustomer', { answer: { kind: 'drop' } });
    await expect(call('/paramter/getCustomer')).rejects.toThrow();
  });

  it('applies a fault only `times` times', async () => {
    server.faults.set('/paramter/getCustomer', { answer: { kind: 'expired' }, times: 1 });
    expect(((await (await call('/paramter/getCustomer')).json()) as { code: number }).code).toBe(-2);
    expect(((await (await call('/paramter/getCustomer')).json()) as { code: number }).code).toBe(1);
  });

  it('plays a fault set for one token only to that token, and clears it without touching others', async () => {
    const codeOf = async (token?: string) =>
      (
        (await (
          await call('/paramter/getCustomer', { headers: token ? { 'X-Access-Token': token } : {} })
        ).json()) as {
          code: number;
        }
      ).code;
    const closed = (token: string) => ({ answer: { kind: 'code', code: 7, msg: token }, token });
    await call('/__faults', {
      method: 'POST',
      body: JSON.stringify({ '/paramter/getCustomer': closed('first') }),
    });
    await call('/__faults', {
      method: 'POST',
      body: JSON.stringify({ '/paramter/getCustomer': closed('second') }),
    });
    // Both are kept: the same path for two users is two faults.
    expect(Object.keys(await (await call('/__faults')).json())).toHaveLength(2);
    expect(await codeOf()).toBe(1);
    expect(await codeOf('other')).toBe(1);
    expect(await codeOf('first')).toBe(7);
    await call('/__faults?path=/paramter/getCustomer&token=first', { method: 'DELETE' });
    expect(await codeOf('first')).toBe(1);
    expect(await codeOf('second')).toBe(7);
  });

  it('refuses a fault with an empty or non-text token', async () => {
    for (const token of ['', 42]) {
      const body = JSON.stringify({ '/x': { answer: { kind: 'expired' }, token } });
      expect((await call('/__faults', { method: 'POST', body })).status).toBe(400);
    }
  });

  it('is set, listed and cleared over HTTP, desktop paths included', async () => {
    const set = await call('/__faults', {
      method: 'POST',
      body: JSON.stringify({
        '/bb/app/index/getNoticeCount': { answer: { kind: 'code', code: 9, msg: 'x' } },
      }),
    });
    expect(await set.json()).toEqual({
      '/index/getNoticeCount': { answer: { kind: 'code', code: 9, msg: 'x' } },
    });
    expect(((await (await call('/index/getNoticeCount', form({}))).json()) as { code: number }).code).toBe(9);
    await call('/__faults?path=/index/getNoticeCount', { method: 'DELETE' });
    expect(await (await call('/__faults')).json()).toEqual({});
  });

  it('applies a request, then drops its answer: the client sees no answer, the exchange has it', async () => {
    const { token } = signUp(engine, 'applied@example.com');
    server.faults.set('/contract/transfer', { answer: { kind: 'apply-then-drop' }, times: 1, token });
    const lost = call('/contract/transfer', form({ amount: '25', currency: 'USDT', type: '1' }, token));
    await expect(lost).rejects.toThrow();
    const assets = engine.assets(token, 'contract').list.find((row) => row.currencyName === 'USDT');
    expect(assets?.availableCurrency).toBe('25');
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 }, 500],
    ['a body that cannot be read', { kind: 'malformed' }, 200],
  ] as const)(
    'applies a request, then answers %s: the exchange has it all the same',
    async (_name, then, status) => {
      const { token } = signUp(engine, `applied-${then.kind}@example.com`);
      server.faults.set('/contract/transfer', {
        answer: { kind: 'apply-then-answer', then },
        times: 1,
        token,
      });
      const response = await call(
        '/contract/transfer',
        form({ amount: '25', currency: 'USDT', type: '1' }, token),
      );
      expect(response.status).toBe(status);
      expect(await response.text()).not.toContain('"code":1,"data":{');
      const assets = engine.assets(token, 'contract').list.find((row) => row.currencyName === 'USDT');
      expect(assets?.availableCurrency).toBe('25');
      expect(parseFaultSpec({ answer: { kind: 'apply-then-answer', then } })).not.toBeNull();
      expect(parseFaultSpec({ answer: { kind: 'apply-then-answer', then: { kind: 'drop' } } })).toBeNull();
    },
  );

  it('holds a request until released, then applies it even though its caller has gone', async () => {
    const { token } = signUp(engine, 'held@example.com');
    server.faults.set('/contract/transfer', { hold: true, times: 1, token });
    const caller = new AbortController();
    const gone = call('/contract/transfer', {
      ...form({ amount: '25', currency: 'USDT', type: '1' }, token),
      signal: caller.signal,
    });
    const contractUsdt = () =>
      engine.assets(token, 'contract').list.find((row) => row.currencyName === 'USDT')?.availableCurrency;
    // Taken by the request, which now waits; then its caller gives up.
    await expect.poll(() => Object.keys(server.faults.list())).toEqual([]);
    caller.abort();
    await expect(gone).rejects.toThrow();
    expect(contractUsdt()).toBe('0');
    // Another user's release leaves it waiting.
    expect(await (await call('/__faults/release?token=other', { method: 'POST' })).json()).toEqual({
      released: 0,
    });
    const released = await call(`/__faults/release?token=${token}`, { method: 'POST' });
    expect(await released.json()).toEqual({ released: 1 });
    await expect.poll(contractUsdt).toBe('25');
    expect(parseFaultSpec({ hold: 'yes' })).toBeNull();
  });

  it('scopes a fault to a page by its X-Fault-Scope, for calls made signed out', async () => {
    server.faults.set('/user/login', { answer: { kind: 'code', code: 0, msg: 'mine' }, token: 'page-1' });
    const scoped = (scope: string): RequestInit => ({
      method: 'POST',
      body: new URLSearchParams({ account: 'nobody' }),
      headers: { 'X-Fault-Scope': scope },
    });
    expect(await (await call('/user/login', scoped('page-1'))).json()).toMatchObject({ msg: 'mine' });
    expect(await (await call('/user/login', scoped('page-2'))).json()).toMatchObject({ msg: 'Email error' });
  });

  it('refuses a fault it cannot read with 400', async () => {
    const bad = [{ '/x': { answer: { kind: 'explode' } } }, { '/x': { latencyMs: -1 } }, 'nope'];
    for (const body of bad) {
      expect((await call('/__faults', { method: 'POST', body: JSON.stringify(body) })).status).toBe(400);
    }
  });
});

describe('test control', () => {
  const post = (action: string, body: unknown) =>
    call(`/__control/${action}`, { method: 'POST', body: JSON.stringify(body) });

  it('sends a deposit to a user, sets the identity status and the purchase flag, and lifts address locks', async () => {
    const { token } = signUp(engine, 'control@example.com');
    const sent = await (await post('deposit', { token, coin: 'USDT', network: 'TRC20', amount: '5' })).json();
    expect(sent).toMatchObject({ code: 1, data: { amount: '5', status: 0 } });
    expect(await (await post('identity', { token, authen: 0 })).json()).toMatchObject({ code: 1 });
    expect(engine.profile(token).authen).toBe(0);
    expect(await (await post('purchase-flag', { token, canPurchase: '0' })).json()).toMatchObject({
      code: 1,
    });
    expect(engine.profile(token).canPurchase).toBe('0');
    engine.addAddress(token, {
      label: 'x',
      coin: 'USDT',
      network: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    });
    await post('lift-address-locks', { token });
    expect(engine.addresses(token)[0]?.usableAt).toBe(clock.now());
  });

  it('passes refusals on as {code, msg}, and 404/400 for unknown actions and bodies', async () => {
    expect(await (await post('deposit', { token: 'stale' })).json()).toMatchObject({ code: -2 });
    expect((await post('nothing', {})).status).toBe(404);
    expect((await call('/__control/deposit', { method: 'POST', body: 'not json' })).status).toBe(400);
  });
});

describe('the movable clock (--clock-control)', () => {
  const moveBy = (url: string, advanceMs: unknown) =>
    fetch(`${url}/__control/clock`, { method: 'POST', body: JSON.stringify({ advanceMs }) });

  it('is refused by a server started without it', async () => {
    expect((await moveBy(server.url, 1_000)).status).toBe(404);
  });

  it("moves forward only, and the server's Date header follows it", async () => {
    let real = Date.UTC(2026, 0, 1);
    const movable = createMovableClock(() => real);
    const moved = await startReferenceServer({
      engine: testEngine({ clock: movable, seed: 'clock-seed' }),
      clock: movable,
      movableClock: movable,
    });
    try {
      const answer = (await (await moveBy(moved.url, 30_000)).json()) as { data: { now: number } };
      expect(answer.data.now).toBe(real + 30_000);
      real += 1_000;
      expect(movable.now()).toBe(real + 30_000);
      const response = await fetch(`${moved.url}/paramter/getCustomer`);
      expect(Date.parse(response.headers.get('date') ?? '')).toBe(
        Math.floor((real + 30_000) / 1_000) * 1_000,
      );
      expect((await moveBy(moved.url, -1)).status).toBe(400);
      expect((await moveBy(moved.url, 'soon')).status).toBe(400);
      expect(movable.now()).toBe(real + 30_000);
    } finally {
      await moved.close();
    }
  });
});

describe('persistence', () => {
  it('saves the engine state and loads it back for the next start', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'reference-')), 'data', 'state.json');
    expect(loadState(file)).toBeNull();
    saveState(file, engine.state());
    const restored = testEngine({ clock, state: loadState(file) ?? undefined });
    expect(restored.state()).toEqual(engine.state());
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ seed: 'server-seed' });
  });
});
