import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../../../scripts/server/app-server.mjs';
import {
  firstScreenFor,
  isDesktopAgent as serverTellsDesktop,
} from '../../../scripts/server/first-screen-page.mjs';
import { isDesktopAgent } from '../../../src/domain/session';
import { DESKTOP_AGENTS, MOBILE_AGENTS } from '../../support/fixtures/user-agents';

const PAGE = '<!doctype html><title>Exchange</title><div id="root"></div>';
const painted = (locale: string, screen = 'home') =>
  `${PAGE}<div id="first-screen" data-screen="${screen}" lang="${locale}"></div>`;

/** A built app with every painted screen in English and Chinese (not in Korean). */
function builtApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'first-screen-'));
  writeFileSync(join(root, 'index.html'), PAGE);
  mkdirSync(join(root, 'first-screen'));
  for (const screen of ['home', 'market', 'trade', 'pc-main', 'pc-trade'])
    for (const locale of ['en-US', 'zh-CN']) {
      const file = join(root, `first-screen/${screen}.${locale}.html`);
      writeFileSync(file, painted(locale, screen));
      writeFileSync(`${file}.br`, brotliCompressSync(painted(locale, screen)));
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

const get = (path: string, cookie?: string, agent = DESKTOP_AGENTS['Windows Chrome']) =>
  fetch(base + path, {
    headers: { 'accept-encoding': 'br', 'user-agent': agent, ...(cookie ? { cookie } : {}) },
  });

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

  it("is the visitor's: a signed-in user gets the plain page", async () => {
    expect(await (await get('/', 'first-screen-user=1; first-screen-locale=zh-CN')).text()).toBe(PAGE);
    expect(await (await get('/', 'first-screen-user=0; first-screen-locale=zh-CN')).text()).toBe(
      painted('zh-CN'),
    );
  });

  it('is only the painted routes: every other route of either form factor gets the plain page', async () => {
    for (const path of ['/my', '/market/btcusdt', '/trade/x', '/pc/market', '/pc/scontract', '/pc/trade/x'])
      expect(await (await get(path)).text(), path).toBe(PAGE);
  });

  it('is found beside the build, and not without it', () => {
    expect(firstScreenFor(root, 'first-screen-locale=zh-CN')).toBe('first-screen/home.zh-CN.html');
    expect(firstScreenFor(join(root, 'missing'), '')).toBeNull();
  });
});

describe('the desktop home with its first screen painted in', () => {
  it('is what /pc/main and /pc answer a desktop, in the language its cookie names', async () => {
    expect(await (await get('/pc/main')).text()).toBe(painted('en-US', 'pc-main'));
    expect(await (await get('/pc', 'first-screen-locale=zh-CN')).text()).toBe(painted('zh-CN', 'pc-main'));
    expect((await get('/pc/main')).headers.get('cache-control')).toBe('no-cache');
  });

  it("is the visitor's: a signed-in user gets the plain page", async () => {
    expect(await (await get('/pc/main', 'first-screen-user=1')).text()).toBe(PAGE);
  });

  it('is not sent to a phone, which the app sends on to the mobile app', async () => {
    expect(await (await get('/pc/main', undefined, MOBILE_AGENTS.iPhone)).text()).toBe(PAGE);
    expect(await (await get('/', undefined, MOBILE_AGENTS.iPhone)).text()).toBe(painted('en-US'));
  });

  it("tells a desktop as the app's device redirect does", () => {
    for (const agent of [...Object.values(DESKTOP_AGENTS), ...Object.values(MOBILE_AGENTS)])
      expect(serverTellsDesktop(agent), agent).toBe(isDesktopAgent(agent));
    const agents = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom(...Object.values(DESKTOP_AGENTS), ...Object.values(MOBILE_AGENTS)),
          fc.string(),
        )
        .map(([agent, noise]) => `${agent} ${noise}`),
    );
    fc.assert(fc.property(agents, (agent) => serverTellsDesktop(agent) === isDesktopAgent(agent)));
  });
});

describe("the phone's Market and Trade tabs with their first screen painted in", () => {
  it('are what /market and /trade answer a visitor, in the language its cookie names, on a phone or not', async () => {
    for (const [path, screen] of [
      ['/market', 'market'],
      ['/trade', 'trade'],
    ] as const) {
      expect(await (await get(path)).text(), path).toBe(painted('en-US', screen));
      expect(await (await get(path, 'first-screen-locale=zh-CN', MOBILE_AGENTS.iPhone)).text(), path).toBe(
        painted('zh-CN', screen),
      );
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it("are the visitor's: a signed-in user gets the plain page", async () => {
    for (const path of ['/market', '/trade'])
      expect(await (await get(path, 'first-screen-user=1')).text(), path).toBe(PAGE);
  });

  it("paint the market list only at its bare address, whose query names another tab; any pair's prompt is the same", async () => {
    expect(await (await get('/market?quote=BTC')).text()).toBe(PAGE);
    expect(await (await get('/trade?symbol=ethusdt')).text()).toBe(painted('en-US', 'trade'));
  });

  it("are the phone's only: the desktop's addresses of the same pages get the plain page", async () => {
    for (const path of ['/pc/market', '/pc/scontract'])
      expect(await (await get(path, undefined, MOBILE_AGENTS.iPhone)).text(), path).toBe(PAGE);
  });
});

describe('the desktop spot terminal with its first screen painted in', () => {
  it('is what /pc/trade answers a desktop visitor, in the language its cookie names', async () => {
    expect(await (await get('/pc/trade')).text()).toBe(painted('en-US', 'pc-trade'));
    expect(await (await get('/pc/trade', 'first-screen-locale=zh-CN')).text()).toBe(
      painted('zh-CN', 'pc-trade'),
    );
  });

  it("is the visitor's, of the bare address's pair, and the desktop's only", async () => {
    expect(await (await get('/pc/trade', 'first-screen-user=1')).text()).toBe(PAGE);
    // Another pair's terminal is the app's to draw: the painted one would name BTC/USDT.
    expect(await (await get('/pc/trade?symbol=ethusdt')).text()).toBe(PAGE);
    expect(await (await get('/pc/trade', undefined, MOBILE_AGENTS.iPhone)).text()).toBe(PAGE);
  });
});
