import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../../../scripts/server/app-server.mjs';

const SCRIPT = 'export const answer = 42;\n'.repeat(100);
const PAGE = '<!doctype html><title>Exchange</title><div id="root"></div>';

/** A built app in miniature: the page, one hashed chunk and its precompressed copies. */
function builtApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'app-server-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), PAGE);
  // The build compresses the page too.
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(PAGE));
  writeFileSync(join(root, 'index.html.gz'), gzipSync(PAGE));
  writeFileSync(join(root, 'assets/index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(root, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets/index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

let upstream: Server;
let base = '';
let close: () => Promise<unknown>;

beforeAll(async () => {
  // Stands in for the API behind VITE_API_TARGET: echoes the path it was asked for.
  upstream = createServer((request, response) => {
    // The API applied the request and died before answering.
    if (request.url?.endsWith('/contract/createOrder')) return void request.socket.destroy();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: 1, msg: 'ok', data: request.url }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const apiTarget = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const { app, url } = await startAppServer({ root: builtApp(), port: 0, apiTarget });
  base = url;
  close = () => app.close();
});

afterAll(async () => {
  await close();
  await new Promise((resolve) => upstream.close(resolve));
});

const get = (path: string, encoding = 'br, gzip') =>
  fetch(base + path, { headers: { 'accept-encoding': encoding } });

describe('the production server of npm start', () => {
  it('sends the brotli copy of a script to a browser that accepts it, and gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/index-Ab12Cd34.js');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(SCRIPT); // fetch decodes: the copy is the same script
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for good and makes the page revalidate on every visit', async () => {
    expect((await get('/assets/index-Ab12Cd34.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes of both form factors with the page, and a missing asset with 404', async () => {
    for (const path of ['/', '/market/btcusdt', '/pc/main', '/pc/account/assert/2']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    expect((await get('/assets/missing-00000000.js')).status).toBe(404);
  });

  it('answers the page in whatever encoding the client takes, none included', async () => {
    for (const path of ['/', '/pc', '/market'])
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const response = await get(path, encoding);
        expect(response.status, `${path} ${encoding}`).toBe(200);
        expect(await response.text(), `${path} ${encoding}`).toBe(PAGE);
        expect(response.headers.get('cache-control'), `${path} ${encoding}`).toBe('no-cache');
      }
  });

  it('sends the security headers a trading screen needs on pages and assets', async () => {
    for (const path of ['/pc/scontract', '/assets/index-Ab12Cd34.js']) {
      const { headers } = await get(path);
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('permissions-policy'), path).toContain('geolocation=()');
    }
  });

  it('proxies the API paths to the configured backend in http mode', async () => {
    for (const path of [
      '/bb/app/index/getNoticeCount',
      '/huobi/getKline?symbol=btcusdt',
      '/contract/getAssets',
    ]) {
      const response = await fetch(base + path, { method: 'POST' });
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { data: string }).data, path).toBe(path);
    }
  });

  it('answers 502 Bad Gateway, as gateways do, when the API drops the connection without an answer', async () => {
    const response = await fetch(`${base}/bb/app/contract/createOrder`, { method: 'POST' });
    expect(response.status).toBe(502);
  });
});
