// `npm test`: every check of DESIGN.md section 2 in order, then one line that sums up
// the tests of every suite: "N passed, N failed". A failing static check (types, lint,
// dependency rules, build) counts as one failure so that the line never hides it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;

/**
 * Stages run in order; the steps of one stage run side by side on the two cores. A group of
 * steps (`steps`) is background work: its steps run one after another at the lowest CPU
 * priority (`nice -n 19`). The static checks are such a group beside the end-to-end tests:
 * the browsers leave a core idle while they wait on the page, the servers and the tests'
 * timers, and the checks, which have no timeout, take only that idle time. In a stage of
 * their own they held both cores for two minutes before anything else could start.
 */
const stages = [
  [
    {
      name: 'unit, property, machine and contract tests',
      cmd: [
        bin('vitest'),
        'run',
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=test-results/vitest.json',
      ],
      counts: () => vitestCounts('test-results/vitest.json'),
    },
    { name: 'production build', cmd: [bin('vite'), 'build', '--logLevel', 'warn'] },
    {
      // The same app in http mode, for the end-to-end tests against the reference server.
      name: 'production build (http mode)',
      cmd: [bin('vite'), 'build', '--logLevel', 'warn', '--outDir', 'dist-http'],
      env: { VITE_BACKEND: 'http' },
    },
  ],
  [
    {
      name: 'end-to-end (Chromium, mobile 390x844 and desktop 1440x900)',
      cmd: [bin('playwright'), 'test'],
      // A failed test runs once more, with its trace recorded (playwright.config.ts). One that
      // passes then is counted as passed and named in the summary as flaky, never hidden.
      env: { E2E_RETRIES: '1' },
      needs: ['production build', 'production build (http mode)'],
      counts: () => playwrightCounts('test-results/e2e.json'),
    },
    // One after the other, in the time the browsers leave: single-threaded, side by side they
    // would only crowd each other.
    {
      name: 'typecheck, lint, format, dependency rules',
      steps: [
        { name: 'typecheck', cmd: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
        { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'] },
        { name: 'format', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
        {
          name: 'dependency rules',
          cmd: [bin('depcruise'), 'src', '--config', '.dependency-cruiser.cjs'],
        },
      ],
    },
  ],
  [
    {
      // The production build in the other engines users have, side by side (test/cross-engine).
      // After the Chromium run, not beside it: that run keeps both cores busy on its own.
      name: 'cross-engine smoke (Firefox ESR, WebKitGTK)',
      cmd: ['node', 'test/cross-engine/smoke.mjs'],
      // A failed walk runs once more (test/cross-engine/smoke.mjs), and is then named flaky.
      env: { SMOKE_RETRIES: '1' },
      needs: ['production build'],
      counts: () => smokeCounts('test-results/cross-engine.json'),
    },
  ],
];

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

function vitestCounts(path) {
  const report = readJson(path);
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
}

function playwrightCounts(path) {
  const report = readJson(path);
  if (!report) return null;
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected, flaky: flakyTests(report) };
}

/** Each engine's pages passed and failed; an engine that is not installed is a note, not a failure. */
function smokeCounts(path) {
  const report = readJson(path);
  if (!report) return null;
  return {
    passed: report.passed,
    failed: report.failed,
    flaky: report.flaky ?? [],
    skipped: report.skipped.map((skip) => skip.engine),
    notes: report.skipped.map((skip) => skip.message),
  };
}

/** "[project] file:line title" of every test that failed once and passed on its retry. */
function flakyTests(report) {
  const names = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'flaky')
          names.push(`[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

mkdirSync('test-results', { recursive: true });
for (const file of ['test-results/vitest.json', 'test-results/e2e.json', 'test-results/cross-engine.json'])
  rmSync(file, { force: true });

const results = [];
let passed = 0;
let failed = 0;

/**
 * Runs one step. Alone in its stage it prints as it goes; beside another step its output is
 * held and printed whole when it ends, so two steps' lines never interleave. A background
 * step runs at the lowest CPU priority (where `nice` exists).
 */
function runStep(step, alone, background = false) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = background && NICE ? ['nice', '-n', '19', ...step.cmd] : step.cmd;
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n=== ${step.name}\n${Buffer.concat(held).toString()}`);
      resolve({ ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

/** Whether this machine has `nice` (every Linux and macOS; not Windows). */
const NICE = spawnSync('nice', ['true']).status === 0;

/** A group of background checks, one after another, each recorded as its own step. */
async function runGroup(group) {
  const outcomes = [];
  for (const step of group.steps) outcomes.push([step, await runStep(step, false, true)]);
  return outcomes;
}

function record(step, { ok, seconds }) {
  const counts = step.counts?.();
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    if (!ok && counts.failed === 0) failed += 1; // the runner failed for a reason other than a test
  } else if (!ok) {
    failed += 1;
  }
  const flaky = counts?.flaky?.length ? ` (${counts.flaky.length} flaky)` : '';
  const skipped = counts?.skipped?.length ? `, ${counts.skipped.join(' and ')} skipped` : '';
  const note = counts
    ? `${counts.passed} passed${flaky}, ${counts.failed} failed${skipped}`
    : ok
      ? 'ok'
      : 'FAILED';
  results.push({
    name: step.name,
    ok,
    seconds,
    note,
    flaky: counts?.flaky ?? [],
    notes: counts?.notes ?? [],
  });
}

for (const stage of stages) {
  const runnable = [];
  for (const step of stage) {
    const missing = (step.needs ?? []).find((name) => !results.find((r) => r.name === name)?.ok);
    if (missing) {
      results.push({ name: step.name, ok: false, seconds: 0, note: `skipped: ${missing} failed` });
      failed += 1;
    } else runnable.push(step);
  }
  // The one foreground step of a stage prints as it goes, whatever runs in the background.
  const foreground = runnable.filter((step) => !step.steps);
  const streams = foreground.length === 1 ? foreground[0] : null;
  if (streams) console.log(`\n=== ${streams.name}`);
  const outcomes = await Promise.all(
    runnable.map((step) =>
      step.steps ? runGroup(step) : runStep(step, step === streams).then((outcome) => [[step, outcome]]),
    ),
  );
  for (const [step, outcome] of outcomes.flat()) record(step, outcome);
}

console.log('\n=== summary');
for (const r of results)
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(62)} ${String(r.seconds).padStart(4)} s  ${r.note}`,
  );
for (const name of results.flatMap((r) => r.flaky ?? [])) console.log(`flaky (passed on its retry): ${name}`);
for (const note of results.flatMap((r) => r.notes ?? [])) console.log(note);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
