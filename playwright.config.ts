import { defineConfig } from '@playwright/test';
import {
  E2E_CHROMIUM_ARGS,
  NO_BROWSER_HELP,
  PHONE_UA,
  testChromiumExecutable,
} from './test/support/browser.mjs';
import {
  CLOCK_HTTP_PORT,
  CLOCK_REFERENCE_SERVER,
  CLOCK_SERVER_PORT,
  DEMO_PORT,
  HTTP_PORT,
  REFERENCE_SERVER,
  SERVER_PORT,
  SPEC_HTTP_PORT,
  SPEC_REFERENCE_SERVER,
  SPEC_SERVER_PORT,
} from './test/support/e2e/servers';
import { TEST_PASSWORD_ITERATIONS } from './test/support/fixtures/test-iterations';

// Http mode: the same app built with VITE_BACKEND=http into dist-http, served with its API
// calls proxied to the reference server, which the tests can also set faults on.
const PORT = DEMO_PORT;
// Flash-exchange quotes on the reference servers last 6 s instead of 10 s: a test sees one run
// out and be renewed in a few seconds, and still has 5 s to confirm the next.
const E2E_QUOTE_TTL_MS = 6_000;
// The reference servers' PBKDF2 count: the run registers hundreds of users (E2E_PASSWORD_ITERATIONS to measure another).
const SERVER_ENV = {
  CONVERT_QUOTE_TTL_MS: String(E2E_QUOTE_TTL_MS),
  PASSWORD_ITERATIONS: process.env.E2E_PASSWORD_ITERATIONS ?? String(TEST_PASSWORD_ITERATIONS),
};
const executablePath = testChromiumExecutable();
if (!executablePath) throw new Error(NO_BROWSER_HELP);

/**
 * Not in the desktop's demo run: @spec, @matrix, @http without @http-desktop, and @clock (the
 * desktop runs those over http on a movable clock, desktop-clock-http, as it runs @http ones
 * over http: the phone's demo run proves the engine both share).
 */
const HTTP_ON_THE_DESKTOP_ONLY = /@spec|@matrix|@clock|^(?!.*@http-desktop).*@http(?![-\w])/;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  // Two workers on two cores: every test signs in its own user, so tests never share state.
  // The run is bound by the CPU: three workers measured no faster (5.7 s a test against 5.9 s),
  // only more crowded. E2E_WORKERS overrides it on a machine with more cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // `npm test` gives a failed test one more run (E2E_RETRIES=1) and names it flaky if that
  // passes; working on a test, a failure is final.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Two cores run two browsers, the preview servers and the reference server at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath, args: E2E_CHROMIUM_ARGS },
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot. The
    // trace's screencast is left out: encoding it cost a third of the e2e run's CPU. With
    // retries (`npm test`), only the retry records one: recording every test's first run
    // cost a tenth of the run.
    trace: {
      mode: Number(process.env.E2E_RETRIES ?? 0) > 0 ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
    },
    // The installed app's service worker would precache in every test; app-install.e2e.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    // @matrix: the fault matrix (fault-matrix.e2e.ts), one page per screen, on the desktop over
    // http; @matrix-phone: its calls that move money, on the phone's screens. Its tests are the
    // run's longest (up to a minute): first in the queue, so that no worker ends the run
    // alone on one of them.
    {
      name: 'desktop-matrix-http',
      grep: /@matrix(?!-phone)/,
      use: { ...DESKTOP, baseURL: `http://127.0.0.1:${HTTP_PORT}` },
    },
    {
      name: 'mobile-matrix-http',
      grep: /@matrix-phone/,
      use: { ...PHONE, baseURL: `http://127.0.0.1:${HTTP_PORT}` },
    },
    // The projects that run one test at a time come next, so that their tests run beside the
    // others instead of alone at the end of the run.
    // Tests tagged @clock move time instead of waiting for it (test/support/e2e/test-clock.ts):
    // on the phone in demo mode, the page's clock; on the desktop over http, the clock of a
    // server of their own as well, one test at a time, so that a jump never lands in another
    // test. The http risk of a settlement or a fill is the adapter and the server, which both
    // form factors share; its demo risk is the engine, which they share too; the desktop's
    // markup and axe scan are read in its http run.
    {
      name: 'desktop-clock-http',
      grep: /@clock/,
      workers: 1,
      use: { ...DESKTOP, baseURL: `http://127.0.0.1:${CLOCK_HTTP_PORT}` },
    },
    // Tests tagged @spec run only against the server answering exactly the SPEC's fields. Its
    // clock moves too (a settlement without a settle time), so its tests run one at a time:
    // one worker each, and the desktop's after the phone's.
    {
      name: 'mobile-spec-http',
      grep: /@spec/,
      workers: 1,
      use: { ...PHONE, baseURL: `http://127.0.0.1:${SPEC_HTTP_PORT}` },
    },
    {
      name: 'desktop-spec-http',
      grep: /@spec/,
      workers: 1,
      dependencies: ['mobile-spec-http'],
      use: { ...DESKTOP, baseURL: `http://127.0.0.1:${SPEC_HTTP_PORT}` },
    },
    // A test tagged @http covers each form factor once and each mode once: the phone in demo
    // mode, the desktop over http. Its http risk is the adapter and the server, which both
    // form factors share; its demo risk is the in-browser engine, which they share too; the
    // desktop's markup and axe scan are read in its http run (fixtures.ts). A third run, the
    // desktop in demo mode, proved nothing the two do not and cost a tenth of the e2e time.
    // @http-desktop: the desktop's demo run as well, for a test whose demo behaviour differs
    // on the desktop. @http-phone: the phone's http run as well, for what differs there over
    // http (the phone's API bases, api-bases.e2e.ts; its forms' requests on a double click,
    // double-submit.e2e.ts).
    { name: 'mobile', grepInvert: /@spec|@matrix/, use: { ...PHONE } },
    { name: 'desktop', grepInvert: HTTP_ON_THE_DESKTOP_ONLY, use: { ...DESKTOP } },
    {
      name: 'mobile-http',
      grep: /@http-phone/,
      use: { ...PHONE, baseURL: `http://127.0.0.1:${HTTP_PORT}` },
    },
    {
      name: 'desktop-http',
      grep: /@http/,
      use: { ...DESKTOP, baseURL: `http://127.0.0.1:${HTTP_PORT}` },
    },
  ],
  webServer: [
    {
      // The production build, served by the production server of `npm start` (npm test builds first).
      command: `node scripts/serve.mjs --dir dist --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx test/support/server/main.ts`,
      url: `${REFERENCE_SERVER}/__faults`,
      env: { PORT: String(SERVER_PORT), ...SERVER_ENV },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve.mjs --dir dist-http --port ${HTTP_PORT}`,
      url: `http://127.0.0.1:${HTTP_PORT}/`,
      env: { VITE_API_TARGET: REFERENCE_SERVER },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx test/support/server/main.ts --spec-shapes --clock-control`,
      url: `${SPEC_REFERENCE_SERVER}/__faults`,
      env: { PORT: String(SPEC_SERVER_PORT), ...SERVER_ENV },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve.mjs --dir dist-http --port ${SPEC_HTTP_PORT}`,
      url: `http://127.0.0.1:${SPEC_HTTP_PORT}/`,
      env: { VITE_API_TARGET: SPEC_REFERENCE_SERVER },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx test/support/server/main.ts --clock-control`,
      url: `${CLOCK_REFERENCE_SERVER}/__faults`,
      env: { PORT: String(CLOCK_SERVER_PORT), ...SERVER_ENV },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve.mjs --dir dist-http --port ${CLOCK_HTTP_PORT}`,
      url: `http://127.0.0.1:${CLOCK_HTTP_PORT}/`,
      env: { VITE_API_TARGET: CLOCK_REFERENCE_SERVER },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
