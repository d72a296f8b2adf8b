// `npm test`: every check of DESIGN.md section 2 in order, then one line that sums up
// the tests of every suite: "N passed, N failed". A failing static check (types, lint,
// dependency rules, build) counts as one failure so that the line never hides it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;

/**
 * Stages run in order; the steps of one stage run side by side on the two cores (the static
 * checks and the builds are single-threaded for most of their time).
 */
const stages = [
  [
    // Four single-threaded checks on two cores: the short two fill the gaps of the long two.
    { name: 'typecheck', cmd: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'] },
    { name: 'format', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
    { name: 'dependency rules', cmd: [bin('depcruise'), 'src', '--config', '.dependency-cruiser.cjs'] },
  ],
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
  ],
  [
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
  ],
  [
    {
      // The production build in the other engines users have, side by side (test/cross-engine).
      // After the Chromium run, not beside it: that run keeps both cores busy on its own.
      name: 'cross-engine smoke (Firefox ESR, WebKitGTK)',
      cmd: ['node', 'test/cross-engine/smoke.mjs'],
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
 * held and printed whole when it ends, so two steps' lines never interleave.
 */
function runStep(step, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
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
  const alone = runnable.length === 1;
  if (alone) console.log(`\n=== ${runnable[0].name}`);
  const outcomes = await Promise.all(runnable.map((step) => runStep(step, alone)));
  runnable.forEach((step, index) => record(step, outcomes[index]));
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
