import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../../../scripts/server/app-server.mjs';
import { firstScreenFor } from '../../../scripts/server/first-screen-page.mjs';

const PAGE = '<!doctype html><title>Exchange</title><div id="root"></div>';
const painted = (locale: string) => `${PAGE}<div id="first-screen" lang="${locale}"></div>`;

/** A built app with the mobile home painted in English and Chinese (not in Korean). */
function builtApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'first-screen-'));
  writeFileSync(join(root, 'index.html'), PAGE);
  mkdirSync(join(root, 'first-screen'));
  for (const locale of ['en-US', 'zh-CN']) {
    const file = join(root, `first-screen/home.${locale}.html`);
    writeFileSync(file, painted(locale));
    writeFileSync(`${file}.br`, brotliCompressSync(painted(locale)));
  }
  return root;
}

let root = '';
let base = '';
let close: () => Promise<unknown>;

beforeAll(async () => {
  root = builtApp();
  const { app, url } = await startAppServer({ root, port: 0 });
  base = url;
  close = () => app.close();
});

afterAll(() => close());

const get = (path: string, cookie?: string) =>
  fetch(base + path, { headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });

describe('the mobile home with its first screen painted in', () => {
  it('is what / answers, in the app default language before any choice, revalidated on every visit', async () => {
    const response = await get('/');
    expect(await response.text()).toBe(painted('en-US'));
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('comes in the language the app last showed, as its cookie says', async () => {
    expect(await (await get('/', 'theme=dark; first-screen-locale=zh-CN')).text()).toBe(painted('zh-CN'));
  });

  it('gives way to the plain page for a language the build did not paint, or a cookie that names none', async () => {
    expect(await (await get('/', 'first-screen-locale=ko')).text()).toBe(PAGE);
    expect(await (await get('/', 'first-screen-locale=..%2F..%2Findex')).text()).toBe(PAGE);
  });

  it('is only the home: every other route of either form factor gets the plain page', async () => {
    for (const path of ['/market', '/pc/main', '/pc'])
      expect(await (await get(path)).text(), path).toBe(PAGE);
  });

  it('is found beside the build, and not without it', () => {
    expect(firstScreenFor(root, 'first-screen-locale=zh-CN')).toBe('first-screen/home.zh-CN.html');
    expect(firstScreenFor(join(root, 'missing'), '')).toBeNull();
  });
});
