// Chromium from the npm registry, for a machine with no system Chromium (`npm ci && npm test` on
// a fresh machine): @sparticuz/chromium ships a headless Chromium for Linux x64, compressed,
// with the NSS and expat libraries it links to. It is unpacked once per version into the user's
// cache (~/.cache/npm-chromium/<version>/, or under XDG_CACHE_HOME; Playwright keeps its own
// browsers there too, and `npm ci` leaves it alone), beside a launcher that puts those libraries
// first on the library path: every launcher (Playwright, Lighthouse's chrome-launcher) then
// starts it as a plain executable.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@sparticuz/chromium';
const CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'npm-chromium');
const UNPACK = fileURLToPath(new URL('./npm-chromium-unpack.mjs', import.meta.url));

/** The package's folder, or undefined where it is not installed. */
function packageRoot() {
  try {
    // Its entry is build/index.js; its package.json is not exported.
    return dirname(dirname(fileURLToPath(import.meta.resolve(PACKAGE))));
  } catch {
    return undefined;
  }
}

/**
 * The npm Chromium's launcher, unpacked on first use (a few seconds), or undefined where the
 * package is not installed or its browser does not run (it is built for Linux on x64 only).
 */
export function npmChromium() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  const root = packageRoot();
  if (!root) return undefined;
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const launcher = join(CACHE, version, 'chromium.sh');
  if (!existsSync(launcher)) {
    // Unpacking is asynchronous; the choice of browser is not (playwright.config.ts makes it as
    // it loads): a child process unpacks while this one waits.
    execFileSync(process.execPath, [UNPACK, root, join(CACHE, version)], { stdio: 'inherit' });
  }
  return launcher;
}
