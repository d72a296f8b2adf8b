// `npm run bench`: measures the built app against the budgets of DESIGN.md section 4,
// writes bench/results.json and prints a table. A failing budget is reported and makes
// the command exit non-zero; it is never hidden.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumExecutable, CHROMIUM_ARGS, NO_BROWSER_HELP, PHONE_UA } from '../test/support/browser.mjs';

const PORT = 4400;
const RUNS = 5;
const base = `http://127.0.0.1:${PORT}`;

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'ignore',
  },
);
await waitForServer(base);
const executablePath = chromiumExecutable();
if (!executablePath) throw new Error(NO_BROWSER_HELP);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

try {
  const results = [];
  results.push(
    await measure('initial JS gzip, /', 'KB', 240, () =>
      initialJs('/', { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true }),
    ),
  );
  results.push(
    await measure('initial JS gzip, /pc/main', 'KB', 400, () =>
      initialJs('/pc/main', { viewport: { width: 1440, height: 900 } }),
    ),
  );
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2)}\n`,
  );
  printTable(results);
  process.exitCode = results.every((r) => r.pass) ? 0 : 1;
} finally {
  await browser.close();
  server.kill();
}

/** Median of RUNS samples, beside its budget. */
async function measure(name, unit, budget, sample) {
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) samples.push(await sample());
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  return { name, unit, median: Number(median.toFixed(1)), budget, pass: median <= budget, samples };
}

/** Sum of the gzip sizes of every script fetched until the first screen is usable. */
async function initialJs(path, contextOptions) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(base + path);
  await page.locator('main').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelectorAll('.page-loading').length === 0);
  await page.waitForLoadState('networkidle');
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
  throw new Error(`preview server did not start on ${url}`);
}

function printTable(results) {
  console.log(`\n${'benchmark'.padEnd(40)} ${'median'.padStart(10)} ${'budget'.padStart(10)}  result`);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(40)} ${`${r.median} ${r.unit}`.padStart(10)} ${`${r.budget} ${r.unit}`.padStart(10)}  ${r.pass ? 'pass' : 'FAIL'}`,
    );
  }
}
