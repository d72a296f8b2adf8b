// `npm run bench`: measures the built app against the budgets of DESIGN.md section 4,
// writes bench/results.json and prints a table. A failing budget is reported and makes
// the command exit non-zero; it is never hidden.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumExecutable, CHROMIUM_ARGS, NO_BROWSER_HELP, PHONE_UA } from '../test/support/browser.mjs';
import { bareCanvasRedraw, klineFirstRender, klineLiveUpdates } from './kline-bench.mjs';
import { axeViolations, lighthouseSample } from './lighthouse-bench.mjs';
import { indexHtmlScripts } from './index-scripts.mjs';
import { INDEX_HTML_SCRIPTS_KB, LIGHTHOUSE_ROUTES, ROUTE_BUDGETS } from './routes.mjs';
import { soak, soakVerdict } from './soak-bench.mjs';
import { startupLongTasks } from './startup-bench.mjs';
import { browserKeeper, firstScreenShown, runStep, scriptsSettled } from './steps.mjs';
import {
  bookRendersPerSecond,
  bookUpdateScript,
  buildBenchPages,
  candlesAt,
  firstTickerRow,
  klineFirstRenderRatio,
  openPair,
  pairScreenPolls,
  startFixtureServer,
} from './pair-bench.mjs';

// Outside the ports the end-to-end runs use (4300 and up), so both can run on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 4960);
const RUNS = 5;
/** First render is one short burst per page: more runs than the rest steady its median. */
const FIRST_RENDER_RUNS = 9;
const base = `http://127.0.0.1:${PORT}`;
const FIXTURE_PORT = PORT + 1;
const fixtures = `http://127.0.0.1:${FIXTURE_PORT}`;
const MOBILE = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };
/** Cold loads per Lighthouse route: the median of five, reported with their spread. */
const LIGHTHOUSE_RUNS = 5;
/** A trading day: the soak's simulated hours on each pair screen. */
const SOAK_HOURS = 8;

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const pagesBuild = buildBenchPages();
if (pagesBuild !== 0) process.exit(pagesBuild ?? 1);

// Served as `npm start` serves it: the production server, compressed and cached.
const server = spawn('node', ['scripts/serve.mjs', '--dir', 'dist', '--port', String(PORT)], {
  stdio: 'ignore',
});
await waitForServer(base);
const executablePath = chromiumExecutable();
if (!executablePath) throw new Error(NO_BROWSER_HELP);
const browsers = browserKeeper(() => chromium.launch({ executablePath, args: CHROMIUM_ARGS }));
const fixtureServer = startFixtureServer(FIXTURE_PORT);

// Each step gives its rows, or one FAIL row with its error: the table and results.json are
// written whatever happens (bench/steps.mjs).
const results = [];
// BENCH_ONLY='^Lighthouse mobile /$' runs only the steps whose names the pattern finds.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const step = async (name, work, options) => {
  if (only && !only.test(name)) return;
  results.push(...(await runStep(name, work, options)));
};
try {
  // What index.html itself loads is the same on every route and grows with no feature module.
  await step('JS index.html loads (gzip)', async () => {
    const entry = indexHtmlScripts('dist');
    return [
      fromSamples(
        'JS index.html loads (gzip)',
        'KB',
        INDEX_HTML_SCRIPTS_KB,
        [entry.reduce((sum, script) => sum + script.kb, 0)],
        entry.map(({ src, kb }) => ({ src, kb: +kb.toFixed(1) })),
      ),
    ];
  });
  for (const route of ROUTE_BUDGETS) {
    const name = `initial JS gzip, ${route.path}`;
    await step(name, async () => [
      await measure(name, 'KB', route.kb, async () =>
        initialJs(await browsers.get(), route.path, route.form === 'mobile' ? MOBILE : DESKTOP),
      ),
    ]);
  }
  await step('time to first ticker row, / (demo)', async () => [
    await measure('time to first ticker row, / (demo)', 'ms', null, async () =>
      firstTickerRow(await browsers.get(), base, MOBILE),
    ),
  ]);
  // No start-up task of the phone's home runs longer than 50 ms on a cheap phone's CPU.
  await step('longest start-up task, / (4x CPU)', async () => {
    const runs = [];
    const row = await measure('longest start-up task, / (4x CPU)', 'ms', 50, async () => {
      const run = await startupLongTasks(await browsers.get(), `${base}/`, MOBILE);
      runs.push(run);
      return run.longestMs;
    });
    // The same runs from the first paint on: the app's own start-up, without the browser's
    // commit and first layout of the painted page.
    const afterPaint = fromSamples(
      'info: longest start-up task after first paint, / (4x CPU)',
      'ms',
      null,
      runs.map((run) => run.longestAfterPaintMs),
    );
    return [
      { ...row, details: runs.map(({ tasks, firstPaintMs }) => ({ firstPaintMs, tasks })) },
      afterPaint,
    ];
  });
  // The chart-alone pages draw on a box of the size the app's chart has on the desktop pair screen.
  let size = null;
  await step('chart size on the desktop pair screen', async () => {
    const opened = await openPair(await browsers.get(), base);
    await opened.context.close();
    size = opened.size;
    return [];
  });
  const chartSize = () => {
    if (!size) throw new Error('the chart size could not be read from the pair screen');
    return size;
  };
  const rows = candlesAt(Date.now());

  await step('kline first render / bare echarts (task time)', async () => {
    const firsts = [];
    for (let i = 0; i < FIRST_RENDER_RUNS; i += 1)
      firsts.push(await klineFirstRender(await browsers.get(), fixtures, chartSize(), rows, i % 2 === 1));
    return [
      fromSamples(
        'kline first render / bare echarts (task time)',
        'x',
        1.3,
        firsts.map((f) => f.app.task / f.bare.task),
        {
          appTaskMs: firsts.map((f) => +f.app.task.toFixed(1)),
          bareTaskMs: firsts.map((f) => +f.bare.task.toFixed(1)),
          cpuRatios: firsts.map((f) => +(f.app.cpu / f.bare.cpu).toFixed(2)),
          size: chartSize(),
        },
      ),
    ];
  });
  await step('info: kline first render in screen (wall)', async () => {
    const screenFirsts = [];
    const row = await measure('info: kline first render in screen (wall)', 'x', null, async () => {
      const { value, detail } = await klineFirstRenderRatio(await browsers.get(), base, fixtures);
      screenFirsts.push(detail);
      return value;
    });
    return [{ ...row, details: screenFirsts }];
  });

  // RUNS live runs, each: the chart alone handed 20 polls, and bare canvas redraws of the same
  // candles in the same run, timed alike (kline-bench.mjs); each run is a sample, the chart's
  // task time per update over the canvas's. Which side goes first alternates, so a drift in
  // the machine's load favours neither.
  let canvasMs = null;
  await step('live candle update / bare canvas redraw', async () => {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const browser = await browsers.get();
      const chart = () => klineLiveUpdates(browser, fixtures, chartSize());
      const bare = () => bareCanvasRedraw(browser, fixtures, chartSize(), rows);
      if (run % 2 === 1) {
        const canvas = await bare();
        runs.push({ live: await chart(), canvas });
      } else {
        const live = await chart();
        runs.push({ live, canvas: await bare() });
      }
    }
    canvasMs = runs.reduce((sum, r) => sum + r.canvas.task, 0) / runs.length;
    return [
      // DESIGN's ceiling is 2.5x; the update measures about 1.0x and is held there (issue 28).
      fromSamples(
        'live candle update / bare canvas redraw',
        'x',
        1.0,
        runs.map((r) => r.live.task / r.canvas.task),
        {
          chartTaskMsPerUpdate: runs.map((r) => +r.live.task.toFixed(2)),
          canvasRedrawTaskMs: runs.map((r) => +r.canvas.task.toFixed(2)),
          cpuRatios: runs.map((r) => +(r.live.cpu / r.canvas.cpu).toFixed(2)),
          size: chartSize(),
        },
      ),
      fromSamples(
        'info: kline patch per live update (measure)',
        'ms',
        null,
        runs.flatMap((r) => r.live.chart),
      ),
    ];
  });
  await step('info: pair screen per poll / canvas redraw', async () => {
    if (canvasMs === null) throw new Error('no canvas redraw figure to compare with');
    const screen = await pairScreenPolls(await browsers.get(), base, RUNS);
    return [
      fromSamples(
        'info: pair screen per poll / canvas redraw',
        'x',
        null,
        screen.map((s) => s.task / canvasMs),
        { screenTaskMsPerPoll: screen.map((s) => +s.task.toFixed(2)), canvasRedrawMs: +canvasMs.toFixed(2) },
      ),
    ];
  });
  await step('order book update at 5/s (script)', async () => [
    // DESIGN's ceiling is 2 ms; the book is held to 1 ms (issue 28).
    await measure('order book update at 5/s (script)', 'ms', 1, async () =>
      bookUpdateScript(await browsers.get(), fixtures),
    ),
  ]);
  // SPEC: the book renders at most about 5 times a second, however fast the depth arrives.
  await step('order book renders/s, fed 20 updates/s', async () => [
    await measure('order book renders/s, fed 20 updates/s', '/s', 5.5, async () =>
      bookRendersPerSecond(await browsers.get(), fixtures),
    ),
  ]);
  // A trading day on each form factor's pair screen: flat, or the day grows it.
  for (const [path, options] of [
    ['/pc/trade?symbol=btcusdt', DESKTOP],
    ['/market/btcusdt', MOBILE],
  ]) {
    const name = `soak ${SOAK_HOURS} h of 5 s polls, ${path}`;
    // A simulated hour takes about a minute of a quiet machine's time: the day has its own deadline.
    await step(
      name,
      async () => [soakRow(name, await soak(await browsers.get(), base + path, options, SOAK_HOURS))],
      { timeoutMs: 30 * 60_000 },
    );
  }
  for (const route of LIGHTHOUSE_ROUTES) {
    await step(`Lighthouse ${route.form} ${route.path}`, () => lighthouseRow(route));
    await step(`axe serious+critical ${route.path}`, () => axeRow(route));
  }
} finally {
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2)}\n`,
  );
  printTable(results);
  process.exitCode = results.every((r) => r.pass !== false) ? 0 : 1;
  await browsers.close();
  fixtureServer.close();
  server.kill();
}

/**
 * Lighthouse performance of one route: the median of its cold loads (LIGHTHOUSE_RUNS, or the
 * route's own count) with their spread, judged against its floor (a score is better higher, so
 * the row's budget is the floor).
 */
async function lighthouseRow(route) {
  const runs = [];
  for (let i = 0; i < (route.runs ?? LIGHTHOUSE_RUNS); i += 1)
    runs.push(await lighthouseSample(executablePath, base + route.path, route.form));
  const scores = runs.map((r) => r.score).sort((a, b) => a - b);
  const median = scores[Math.floor(scores.length / 2)];
  const worstCls = Math.max(...runs.map((r) => r.cls));
  const clsOk = route.maxCls === undefined || worstCls <= route.maxCls;
  return [
    {
      name: `Lighthouse ${route.form} ${route.path}`,
      unit: 'score',
      median,
      budget: route.minScore,
      floor: true,
      pass: route.minScore === null ? null : median >= route.minScore && clsOk,
      samples: scores,
      details: runs,
    },
  ];
}

/**
 * The soak's row: the end's growth over the first simulated hour, of the heap (the row's
 * figure, budget 10 %) and of the DOM nodes, listeners and held timers (in the details).
 */
function soakRow(name, readings) {
  const verdict = soakVerdict(readings);
  return {
    name,
    unit: '% heap',
    median: +(verdict.heapGrowth * 100).toFixed(1),
    budget: 10,
    pass: verdict.pass,
    samples: [+(verdict.heapGrowth * 100).toFixed(1)],
    details: { ...verdict, readings },
  };
}

/** Serious and critical axe violations on the route Lighthouse measured. */
async function axeRow(route) {
  const axe = await axeViolations(
    await browsers.get(),
    base + route.path,
    route.form === 'mobile' ? MOBILE : DESKTOP,
  );
  return [
    {
      name: `axe serious+critical ${route.path}`,
      unit: '',
      median: axe.length,
      budget: 0,
      pass: axe.length === 0,
      samples: [axe.length],
      details: axe,
    },
  ];
}

/** Median of RUNS samples, beside its budget. */
async function measure(name, unit, budget, sample) {
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) samples.push(await sample());
  return fromSamples(name, unit, budget, samples);
}

/** The median of samples already taken; a null budget is reported, never passed or failed. */
function fromSamples(name, unit, budget, taken, details) {
  const samples = [...taken].sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  const pass = budget === null ? null : median <= budget;
  const rounded = samples.map((v) => Number(v.toFixed(2)));
  return {
    name,
    unit,
    median: Number(median.toFixed(2)),
    budget,
    pass,
    samples: rounded,
    ...(details ? { details } : {}),
  };
}

/** Sum of the gzip sizes of every script fetched until the first screen is usable. */
async function initialJs(browser, path, contextOptions) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const scripts = new Map();
  // Each body is read after its response; a large one (the chart) may still be coming in when
  // the scripts settle, so every read is awaited before the page closes.
  const reads = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length)),
    );
  });
  await page.goto(base + path);
  await firstScreenShown(page);
  await scriptsSettled(page);
  await Promise.all(reads);
  await context.close();
  return [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
}

async function waitForServer(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`app server did not start on ${url}`);
}

function printTable(results) {
  console.log(
    `\n${'benchmark'.padEnd(46)} ${'median'.padStart(10)} ${'spread'.padStart(13)} ${'budget'.padStart(10)} ${'runs'.padStart(5)}  result`,
  );
  for (const r of results) {
    const budget = r.budget === null ? 'none' : `${r.floor ? '>= ' : ''}${r.budget} ${r.unit}`;
    const result = r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL';
    // The samples are sorted: the spread is the lowest to the highest.
    const spread = r.samples.length > 1 ? `${r.samples[0]}-${r.samples.at(-1)}` : '';
    const median = r.median === null ? 'none' : `${r.median} ${r.unit}`;
    console.log(
      `${r.name.padEnd(46)} ${median.padStart(10)} ${spread.padStart(13)} ${budget.padStart(10)} ${String(r.samples.length).padStart(5)}  ${result}`,
    );
    if (r.error) console.log(`  ${r.error.join('\n  ')}`);
  }
}
