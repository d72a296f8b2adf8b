// `npm run test:engines`: the cross-engine smoke. The production build (`dist/`, as `npm start`
// serves it) walked in Firefox ESR and in WebKitGTK (walk.mjs): the newcomer pages of both form
// factors, a demo contract order and a spot order, each page with no script error. One browser
// start per engine. An engine that is not installed is skipped, with the package that installs
// it. Writes test-results/cross-engine.json (what `npm test` counts) and exits 1 on a failure.
//
// SMOKE_ENGINES=firefox (or webkit) runs one; E2E_SCREENSHOTS=1 keeps a picture of every page
// under test-results/screenshots/<engine>/ (a failed page always keeps one).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { ENGINES, locate, skipMessage } from './engines.mjs';
import { newcomerEmail, WALK } from './walk.mjs';

// Beside the seven servers of the end-to-end run (E2E_PORT and the six after it), so both can run at once.
const E2E_PORT = Number(process.env.E2E_PORT ?? 4300);
const APP_PORT = E2E_PORT + 7;
const WEBDRIVER_PORT = E2E_PORT + 8;
const base = `http://127.0.0.1:${APP_PORT}`;
/** A step that takes longer has hung: the engine's walk stops there. */
const STEP_DEADLINE_MS = 60_000;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';
const REPORT = 'test-results/cross-engine.json';

const drivers = {
  firefox: async (found) => (await import('./firefox-page.mjs')).openFirefox(found, base),
  webkit: async (found) => (await import('./webkit-page.mjs')).openWebKit(found, base, WEBDRIVER_PORT),
};

function withDeadline(work, ms, what) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function serveDist() {
  if (!existsSync('dist/index.html'))
    throw new Error('No production build in dist/: run `npm run build` first.');
  const server = spawn('node', ['scripts/serve.mjs', '--dir', 'dist', '--port', String(APP_PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if ((await fetch(`${base}/`).catch(() => null))?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The app server did not answer on ${base} within 30 s.`);
}

/** Walks every step in one browser of the engine; a failed step ends the walk (the next ones build on it). */
async function walk(engine, found) {
  const started = Date.now();
  const page = await withDeadline(drivers[engine.id](found), STEP_DEADLINE_MS, `starting ${engine.name}`);
  const steps = [];
  const user = { email: newcomerEmail() };
  const shots = `test-results/screenshots/${engine.id}`;
  mkdirSync(shots, { recursive: true });
  try {
    for (const step of WALK) {
      const stepStarted = Date.now();
      let failure = null;
      try {
        await withDeadline(
          (async () => {
            await page.resize(step.size.width, step.size.height);
            await step.run(page, user);
          })(),
          STEP_DEADLINE_MS,
          step.name,
        );
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      const errors = await page
        .takeErrors()
        .catch((error) => [`(could not read the page's errors: ${error})`]);
      const ok = failure === null && errors.length === 0;
      const seconds = (Date.now() - stepStarted) / 1000;
      steps.push({ name: step.name, ok, seconds, failure, errors, at: await page.path().catch(() => '?') });
      console.log(
        `${ok ? 'ok  ' : 'FAIL'}  ${engine.id.padEnd(7)} ${step.name.padEnd(40)} ${seconds.toFixed(1)} s`,
      );
      for (const line of [failure, ...errors].filter(Boolean)) console.log(`        ${line}`);
      if (SCREENSHOTS || !ok)
        await page.screenshot(`${shots}/${step.name.replace(/[^\w-]+/g, '_')}.png`).catch(() => undefined);
      if (failure) break;
    }
  } finally {
    await page.close();
  }
  return { engine: page.engine, steps, seconds: (Date.now() - started) / 1000 };
}

/** One engine's result: its walk, a failed start, or a skip with the package that installs it. */
async function runEngine(engine) {
  const where = locate(engine);
  if (where.missing) {
    const message = skipMessage(engine, where.missing);
    console.log(message);
    return { engine: engine.name, skipped: message, steps: [] };
  }
  try {
    const first = await walk(engine, where.found);
    const failed = first.steps.filter((step) => !step.ok).map((step) => step.name);
    if (failed.length === 0 || RETRIES === 0) return first;
    // As the end-to-end run does under `npm test`: a failed walk runs once more, in a new
    // browser with a new user; one that passes then is named flaky in the summary, never hidden.
    console.log(`again ${engine.id.padEnd(7)} after: ${failed.join(', ')}`);
    const second = await walk(engine, where.found);
    const passed = second.steps.every((step) => step.ok) && second.steps.length === WALK.length;
    return passed ? { ...second, flaky: failed.map((name) => `[${engine.id}] ${name}`) } : second;
  } catch (error) {
    // The browser did not start, or its driver broke off: one failure for the engine.
    const failure = error instanceof Error ? error.message : String(error);
    const hint = error?.code === 'ERR_MODULE_NOT_FOUND' ? ' (its npm package is missing: run npm ci)' : '';
    console.log(`FAIL  ${engine.id.padEnd(7)} ${failure}${hint}`);
    return {
      engine: engine.name,
      steps: [{ name: 'start', ok: false, failure: failure + hint, errors: [] }],
    };
  }
}

const chosen = process.env.SMOKE_ENGINES?.split(',') ?? ENGINES.map((engine) => engine.id);
/** Runs of a failed walk after the first: `npm test` gives it one (SMOKE_RETRIES=1), a run by hand none. */
const RETRIES = Number(process.env.SMOKE_RETRIES ?? 0);
const server = await serveDist();
let results;
try {
  // Side by side: each walk mostly waits on its page, so the two share the cores well.
  results = await Promise.all(ENGINES.filter((engine) => chosen.includes(engine.id)).map(runEngine));
} finally {
  server.kill();
}
const report = { passed: 0, failed: 0, notRun: 0, skipped: [], flaky: [], engines: results };
for (const result of results) {
  if (result.skipped) {
    report.skipped.push({ engine: result.engine, message: result.skipped });
    continue;
  }
  const passed = result.steps.filter((step) => step.ok).length;
  report.flaky.push(...(result.flaky ?? []));
  report.passed += passed;
  report.failed += result.steps.length - passed;
  report.notRun += WALK.length - result.steps.filter((step) => step.name !== 'start').length;
  const time = result.seconds === undefined ? '' : ` in ${result.seconds.toFixed(0)} s`;
  console.log(`${result.engine}: ${passed} of ${WALK.length} pages passed${time}`);
}
mkdirSync('test-results', { recursive: true });
writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
process.exit(report.failed > 0 ? 1 : 0);
