// Pair-screen benchmarks: the kline as the whole pair screen sees it (info rows beside the
// chart-alone budget rows of kline-bench.mjs), the order book alone at 5 updates/s, and the
// first ticker row on '/'. Also the fixture server for every bench page.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const DESKTOP = { viewport: { width: 1440, height: 900 } };
/** Candles the app's chart shows at first (INITIAL_WINDOW in kline-option.ts). */
const APP_WINDOW = 120;
const POLL_MS = 5_000;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the bare page, echarts' own full build, and the built bench pages (dist-bench/<page>/). */
export function startFixtureServer(port) {
  const files = {
    '/bare-kline.html': 'bench/fixtures/bare-kline.html',
    '/echarts.min.js': 'node_modules/echarts/dist/echarts.min.js',
  };
  const server = createServer((request, response) => {
    const url = (request.url ?? '').split('?')[0];
    const built = normalize(url.endsWith('/') ? `${url}index.html` : url);
    const file = files[url] ?? (built.startsWith('/') ? join('dist-bench', built) : undefined);
    if (!file || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/plain' }).end(readFileSync(file));
  });
  server.listen(port, '127.0.0.1');
  return server;
}

/** Builds the pages that drive the order book and the kline chart alone. */
export function buildBenchPages() {
  return spawnSync('node_modules/.bin/vite', ['build', '--config', 'bench/vite.pages.config.ts'], {
    stdio: 'inherit',
  }).status;
}

/** The demo market's candles at `now`, from the same engine and seed as the app. */
export function candlesAt(now) {
  const out = spawnSync('node', ['--import', 'tsx', 'bench/fixtures/kline-data.ts', String(now)], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout);
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const pick = (name) => list.find((m) => m.name === name)?.value ?? 0;
  return { task: pick('TaskDuration') * 1000, script: pick('ScriptDuration') * 1000 };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the page holds more than `n` measures named `name`; no polling in the page. */
const measureCount = (page, name, n) =>
  page.evaluate(
    ({ name, n }) =>
      new Promise((resolve) => {
        const check = () => performance.getEntriesByName(name).length > n && resolve(undefined);
        new PerformanceObserver(check).observe({ type: 'measure' });
        check();
      }),
    { name, n },
  );

export async function openPair(browser, base) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(`${base}/pc/trade?symbol=btcusdt`);
  await measureCount(page, 'kline:first-render', 0);
  const box = await page.locator('.kl-chart__canvas').boundingBox();
  return { context, page, size: { width: Math.round(box.width), height: Math.round(box.height) } };
}

async function bareDraw(browser, fixtures, rows, size, shown) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(`${fixtures}/bare-kline.html`);
  const ms = await page.evaluate(({ rows, size, shown }) => window.drawBare(rows, size, shown), {
    rows,
    size,
    shown,
  });
  await context.close();
  return ms;
}

/**
 * Info beside the chart-alone figure: the app's own 'kline:first-render' measure in the pair
 * screen over the bare echarts page's wall time. Wall clock on both sides, and the app's span
 * (mount to echarts-for-react's ready, plus the first data) waits a frame for echarts'
 * 'finished' event, during which the rest of the screen renders: so it counts other work and
 * idle time, and swings with load. The bare page showing all 2000 is recorded alongside.
 */
export async function klineFirstRenderRatio(browser, base, fixtures) {
  const { context, page, size } = await openPair(browser, base);
  // Read at the same moment: every closed candle is the app's, the forming one may differ by a tick.
  const rows = candlesAt(Date.now());
  const app = await page.evaluate(() => performance.getEntriesByName('kline:first-render')[0].duration);
  await context.close();
  const bare = await bareDraw(browser, fixtures, rows, size, APP_WINDOW);
  const bareAll = await bareDraw(browser, fixtures, rows, size, 0);
  return {
    value: app / bare,
    detail: { appMs: +app.toFixed(1), bareMs: +bare.toFixed(1), bareAllShownMs: +bareAll.toFixed(1), size },
  };
}

/**
 * Info beside the chart-alone figure: main-thread task time of the whole pair screen around
 * each poll (0.5 s before the poll to 0.5 s after the chart's patch: chart, book, deals and
 * header together), and the chart's own 'kline:update' measure of the same poll.
 */
export async function pairScreenPolls(browser, base, updates) {
  const { context, page } = await openPair(browser, base);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const count = () => page.evaluate(() => performance.getEntriesByName('kline:update').length);
  const samples = [];
  await measureCount(page, 'kline:update', 0); // skip to a steady state: the first tick after load
  while (samples.length < updates) {
    const seen = await count();
    const wait = await page.evaluate(
      (poll) =>
        performance.getEntriesByName('kline:update').at(-1).startTime + poll - 500 - performance.now(),
      POLL_MS,
    );
    await sleep(Math.max(0, wait));
    const before = await metrics(cdp);
    await measureCount(page, 'kline:update', seen);
    await sleep(500);
    const after = await metrics(cdp);
    const chart = await page.evaluate((n) => performance.getEntriesByName('kline:update')[n].duration, seen);
    samples.push({ task: after.task - before.task, chart });
  }
  await context.close();
  return samples;
}

/** Script time per book update, the app's OrderBook fed 20 + 20 levels at 5 updates/s. */
export async function bookUpdateScript(browser, fixtures) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(`${fixtures}/book/`);
  await page.waitForFunction(() => 'feedBook' in window);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.evaluate(() => window.feedBook(5, 5)); // warm up: first render and JIT
  const UPDATES = 25;
  const before = await metrics(cdp);
  await page.evaluate((n) => window.feedBook(n, 5), UPDATES);
  const after = await metrics(cdp);
  const rows = await page.locator('.pd-book__row').count();
  await context.close();
  if (rows !== 40) throw new Error(`the book page showed ${rows} rows, not 20 + 20`);
  return (after.script - before.script) / UPDATES;
}

/** Book renders per second when the depth arrives at 20 updates/s: the cap is 5. */
export async function bookRendersPerSecond(browser, fixtures) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(`${fixtures}/book/`);
  await page.waitForFunction(() => 'countCommits' in window);
  await page.evaluate(() => window.feedBook(2, 5)); // the first book in place
  const { commits, seconds } = await page.evaluate(() => window.countCommits(60, 20));
  await context.close();
  return commits / seconds;
}

/** Time from navigation start to the first ticker row of the home overview on '/'. */
export async function firstTickerRow(browser, base, contextOptions) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const handle = await page.waitForFunction(
    () =>
      document.querySelector('.mk-overview__table tbody:not([aria-hidden]) tr') ? performance.now() : null,
    null,
    { polling: 10, timeout: 30_000 },
  );
  const ms = await handle.jsonValue();
  await context.close();
  return ms;
}
