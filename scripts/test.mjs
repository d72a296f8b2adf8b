// `npm test`: every check of DESIGN.md section 2 in order, then one line that sums up
// the tests of every suite: "N passed, N failed". A failing static check (types, lint,
// dependency rules, build) counts as one failure so that the line never hides it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;

/**
 * The end-to-end run records no traces (a tenth of its time); when tests fail, they run once
 * more with traces kept, into their own folder, so a failure can be read action by action.
 * This run counts for nothing: the first run's failures stand whatever it shows.
 */
const LAST_E2E_RUN = 'test-results/e2e-artifacts/.last-run.json';
const traceFailedEndToEnd = {
  name: 'failed end-to-end tests again, with traces (not counted)',
  // Without a list of failed tests (the runner itself failed), --last-failed would run them all.
  when: () => (readJson(LAST_E2E_RUN)?.failedTests?.length ?? 0) > 0,
  cmd: [
    bin('playwright'),
    'test',
    '--last-failed',
    '--last-failed-file',
    LAST_E2E_RUN,
    '--output',
    'test-results/e2e-traced',
    '--reporter',
    'list',
  ],
};

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
      env: { E2E_TRACE: 'off' },
      needs: ['production build', 'production build (http mode)'],
      counts: () => playwrightCounts('test-results/e2e.json'),
      onFailure: traceFailedEndToEnd,
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
  return { passed: expected + flaky, failed: unexpected };
}

mkdirSync('test-results', { recursive: true });
for (const file of ['test-results/vitest.json', 'test-results/e2e.json']) rmSync(file, { force: true });

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
  const note = counts ? `${counts.passed} passed, ${counts.failed} failed` : ok ? 'ok' : 'FAILED';
  results.push({ name: step.name, ok, seconds, note });
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
  for (const [index, step] of runnable.entries()) {
    if (outcomes[index].ok || !step.onFailure?.when()) continue;
    console.log(`\n=== ${step.onFailure.name}`);
    const { seconds } = await runStep(step.onFailure, true);
    results.push({ name: step.onFailure.name, ok: true, seconds, note: 'traces in test-results/e2e-traced' });
  }
}

console.log('\n=== summary');
for (const r of results)
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(62)} ${String(r.seconds).padStart(4)} s  ${r.note}`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
