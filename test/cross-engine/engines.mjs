// The browser engines of the cross-engine smoke besides Chromium (which the end-to-end tests
// drive): Firefox ESR (Gecko) over WebDriver BiDi, and WebKitGTK (Safari's engine) through
// WebKitWebDriver under a virtual X server. Each comes from Debian's packages; where one is
// missing the smoke skips that engine and says which package installs it.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The first of these that exists, or undefined. */
const firstOf = (paths, exists) => paths.find((path) => path && exists(path));

/** A program on the PATH, as `command -v` finds it. */
function onPath(name, exists, path = process.env.PATH ?? '') {
  return firstOf(
    path
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name)),
    exists,
  );
}

/**
 * What each engine needs, where it is looked for, and the Debian package that installs it.
 * FIREFOX_PATH and MINIBROWSER_PATH point at a browser installed elsewhere.
 */
export const ENGINES = [
  {
    id: 'firefox',
    name: 'Firefox ESR',
    needs: [
      {
        what: 'Firefox',
        apt: 'firefox-esr',
        find: (exists, env) =>
          firstOf([env.FIREFOX_PATH], exists) ??
          onPath('firefox-esr', exists, env.PATH) ??
          onPath('firefox', exists, env.PATH),
      },
    ],
  },
  {
    id: 'webkit',
    name: 'WebKitGTK',
    needs: [
      {
        what: 'WebKitWebDriver',
        apt: 'webkit2gtk-driver',
        find: (exists, env) => onPath('WebKitWebDriver', exists, env.PATH),
      },
      {
        // WebKitGTK's own test browser, from libwebkit2gtk-4.1-0 (webkit2gtk-driver depends on it).
        what: 'MiniBrowser',
        apt: 'webkit2gtk-driver',
        find: (exists, env) =>
          firstOf(
            [
              env.MINIBROWSER_PATH,
              '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
              '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
            ],
            exists,
          ),
      },
      {
        // WebKitGTK has no headless mode: its window is drawn on a virtual X server.
        what: 'Xvfb',
        apt: 'xvfb',
        find: (exists, env) => onPath('Xvfb', exists, env.PATH),
      },
    ],
  },
];

/**
 * Where each of the engine's programs is, or the Debian packages still missing:
 * `{ found: { Firefox: '/usr/bin/firefox-esr' } }` or `{ missing: ['xvfb'] }`.
 */
export function locate(engine, { exists = existsSync, env = process.env } = {}) {
  const found = {};
  const missing = [];
  for (const need of engine.needs) {
    const path = need.find(exists, env);
    if (path) found[need.what] = path;
    else if (!missing.includes(need.apt)) missing.push(need.apt);
  }
  return missing.length > 0 ? { missing } : { found };
}

/** What `npm test` prints for an engine it skipped: that it did, and the one command that installs it. */
export function skipMessage(engine, missing) {
  return (
    `skipped ${engine.name}: not installed. ` +
    `To run it, on Debian/Ubuntu: apt-get install -y ${missing.join(' ')}`
  );
}
