// Which Chromium the end-to-end tests, the benchmarks and the screenshots drive, for Playwright
// config and plain Node scripts alike, decided here only: CHROME_PATH, else the system's
// Chromium, else one `npx playwright install chromium` installed, else the one `npm ci`
// installs from the npm registry (npm-chromium.mjs). Playwright cannot download browsers on
// machines without internet, so the help text says how to get one where there is none.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { npmChromium } from './npm-chromium.mjs';

export const NO_BROWSER_HELP =
  'No Chromium found for the end-to-end tests. On Linux x64, `npm ci` installs one (@sparticuz/chromium). ' +
  'Otherwise set CHROME_PATH to a Chromium/Chrome binary, or on Debian/Ubuntu run: ' +
  'apt-get install -y chromium-headless-shell (or: npx playwright install chromium).';

/**
 * CHROMIUM_FROM_NPM=1 takes the npm registry's Chromium even where the system has one: to try
 * the fresh-machine path on a machine that is not fresh.
 */
const npmOnly = () => process.env.CHROMIUM_FROM_NPM === '1';

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

/** The full browser where the system has one. */
const FULL_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROME_PATH, checked, or undefined when it is not set. */
function chromePath() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && !existsSync(fromEnv))
    throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
  return fromEnv || undefined;
}

/** The first of these that exists, or, with a Playwright-managed browser, that one. */
function installedChromium(paths) {
  if (npmOnly()) return undefined;
  return [...paths, chromium.executablePath()].find((path) => existsSync(path));
}

/**
 * The browser of the end-to-end tests: CHROME_PATH, else Debian's headless shell (the
 * `chromium-headless-shell` package: the same engine without the full browser's UI layers),
 * else the full Chromium, else Playwright's, else the npm registry's (a headless build too).
 * On two cores the shell ran the same tests in two thirds of the time and 60 % of the CPU
 * (spot and withdraw suites: 107 s against 164 s).
 */
export function testChromiumExecutable() {
  return (
    chromePath() ?? installedChromium(['/usr/bin/chromium-headless-shell', ...FULL_CHROMIUM]) ?? npmChromium()
  );
}

/**
 * The full browser, for the benchmarks and screenshots (what users run); Playwright's or the npm
 * registry's headless build where the system has none.
 */
export function chromiumExecutable() {
  return chromePath() ?? installedChromium(FULL_CHROMIUM) ?? npmChromium();
}
