// Which Chromium the end-to-end tests and the benchmarks drive, for Playwright config and
// plain Node scripts alike: CHROME_PATH, else Debian's /usr/bin/chromium, else nothing
// (Playwright then looks for a browser of its own). Playwright cannot download browsers on
// machines without internet, so the help text says how to get one.
import { existsSync } from 'node:fs';

export const NO_BROWSER_HELP =
  'No Chromium found for the end-to-end tests. Set CHROME_PATH to a Chromium/Chrome binary, ' +
  'or on Debian/Ubuntu run: apt-get install -y chromium-headless-shell (or: npx playwright install chromium).';

/** Flags for a root user in a container without a GPU or outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The end-to-end tests' flags: the same, without the optimising compiler (TurboFan). A test's
 * page lives seconds, too short for optimised code to repay its compiling on two busy cores:
 * the same e2e files took 8 to 13 % less CPU (242 against 264 s, 260 against 298 s). What the
 * tests check is behaviour, not speed; the benchmarks run the browser as users have it.
 */
export const E2E_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt'];

/** A phone user agent, so that the app's device redirect treats the page as a phone. */
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * The browser of the end-to-end tests: CHROME_PATH, else Debian's headless shell (the
 * `chromium-headless-shell` package: the same engine without the full browser's UI layers),
 * else the full Chromium. On two cores the shell ran the same tests in two thirds of the
 * time and 60 % of the CPU (spot and withdraw suites: 107 s against 164 s).
 */
export function testChromiumExecutable() {
  if (process.env.CHROME_PATH) return chromiumExecutable();
  return ['/usr/bin/chromium-headless-shell'].find((path) => existsSync(path)) ?? chromiumExecutable();
}

/** The full browser, for the benchmarks and screenshots (what users run). */
export function chromiumExecutable() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) =>
    existsSync(path),
  );
}
