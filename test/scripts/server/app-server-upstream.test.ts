import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../../../scripts/server/app-server.mjs';
import { UPSTREAM_TIMEOUT_MS } from '../../../scripts/server/upstream.mjs';
import { DEFAULT_TIMEOUT_MS } from '../../../src/adapters/http/http-client';

/** The proxy's deadline in these tests: short, so nothing waits for the real 10 s. */
const GIVE_UP_MS = 1_000;

let upstream: Server;
let base = '';
let close: () => Promise<unknown>;
/** Each held call's fate on the API's side: whether its caller went away before it answered. */
const held: Promise<'caller left'>[] = [];

beforeAll(async () => {
  // An API that holds every call and never answers; it notes when its caller goes away.
  upstream = createServer((_request, response) => {
    held.push(
      new Promise((resolve) =>
        response.once('close', () => !response.writableFinished && resolve('caller left')),
      ),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const apiTarget = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const root = mkdtempSync(join(tmpdir(), 'app-server-upstream-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Exchange</title>');
  const { app, url } = await startAppServer({ root, port: 0, apiTarget, upstreamTimeoutMs: GIVE_UP_MS });
  base = url;
  close = () => {
    app.server.closeAllConnections();
    return app.close();
  };
});

afterAll(async () => {
  // The API's held calls end first, so the server has no proxying left to wait for.
  upstream.closeAllConnections();
  await close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const createOrder = (signal?: AbortSignal) =>
  fetch(`${base}/contract/createOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'openAmount=10&requestId=r-1',
    signal,
  });

describe("the app server's proxy to a held API", () => {
  it("gives up below the app's deadline by default", () => {
    expect(UPSTREAM_TIMEOUT_MS).toBeLessThan(DEFAULT_TIMEOUT_MS);
  });

  it('answers 504 once its deadline has passed, and ends the call to the API', async () => {
    const before = held.length;
    const started = Date.now();
    const answer = await createOrder();
    expect(answer.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(GIVE_UP_MS - 50);
    await expect(held[before]).resolves.toBe('caller left');
  });

  it('ends the call to the API as soon as the browser gives up on its request', async () => {
    const before = held.length;
    const browser = new AbortController();
    const answer = createOrder(browser.signal).catch((error: unknown) => error);
    await expect.poll(() => held.length).toBe(before + 1);
    browser.abort();
    await answer;
    const started = Date.now();
    await expect(held[before]).resolves.toBe('caller left');
    // Well before the proxy's own deadline: it was the browser leaving that ended it.
    expect(Date.now() - started).toBeLessThan(GIVE_UP_MS / 2);
  });
});
