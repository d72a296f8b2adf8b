// What keeps `npm run bench` finishing: every step runs under its own deadline, is tried again
// once, and when it still fails becomes a FAIL row with its error instead of ending the run; a
// browser that died is launched anew for the next step; pages are measured once the app says
// its first screen is painted with data, not at `networkidle`, which a live app never promises.

/** How long one try of a step may take before it counts as failed. */
export const STEP_TIMEOUT_MS = 240_000;
/** Tries per step: a second one absorbs a one-off (a killed browser, a slow machine). */
export const STEP_ATTEMPTS = 2;

/** Resolves with `work`'s value, or rejects once `ms` have passed. */
export async function withDeadline(work, ms, what) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs one step (which returns its result rows) under its deadline, trying again once; a step
 * that fails every try gives one FAIL row that carries each try's error.
 */
export async function runStep(name, step, { timeoutMs = STEP_TIMEOUT_MS, attempts = STEP_ATTEMPTS } = {}) {
  const errors = [];
  while (errors.length < attempts) {
    try {
      return await withDeadline(step(), timeoutMs, name);
    } catch (error) {
      errors.push(String(error instanceof Error ? error.message : error).split('\n')[0]);
      console.error(`bench: ${name}: try ${errors.length} of ${attempts} failed: ${errors.at(-1)}`);
    }
  }
  return [{ name, unit: '', median: null, budget: null, pass: false, samples: [], error: errors }];
}

/** The browser for the next step: the same one while it lives, a new one once it has died. */
export function browserKeeper(launch) {
  let current = null;
  return {
    async get() {
      if (!current || !current.isConnected()) current = await launch();
      return current;
    },
    async close() {
      if (current?.isConnected()) await current.close();
    },
  };
}

/** What a page shows while it still waits: a loading page, the painted first screen, a busy mark. */
const STILL_WAITING = '.page-loading, #first-screen, [aria-busy="true"]';

/**
 * The same sign as firstScreenShown, as one expression for a page to evaluate: a visible page
 * frame, and nothing still waiting.
 */
export const FIRST_SCREEN_SHOWN = `(() => {
  const main = document.querySelector('main');
  if (!main || main.getClientRects().length === 0 || getComputedStyle(main).visibility === 'hidden') return false;
  return document.querySelectorAll(${JSON.stringify(STILL_WAITING)}).length === 0;
})()`;

/**
 * The app's own sign that a page's first screen is shown with its data: the page frame is up,
 * no page or painted first screen is waiting, and nothing says it is still busy loading.
 */
export async function firstScreenShown(page, timeout = 30_000) {
  await page.locator('main').first().waitFor({ state: 'visible', timeout });
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, STILL_WAITING, {
    timeout,
    polling: 100,
  });
}

/**
 * Resolves once no script has been requested for `quietMs` (the first screen's own lazy parts
 * included), for measuring what a screen loads; polls and other data do not count.
 */
export function scriptsSettled(page, quietMs = 1_500, timeout = 30_000) {
  return new Promise((resolve, reject) => {
    let timer = setTimeout(done, quietMs);
    const deadline = setTimeout(() => {
      page.off('request', onRequest);
      reject(new Error(`scripts were still loading after ${timeout / 1000} s`));
    }, timeout);
    function onRequest(request) {
      if (request.resourceType() !== 'script') return;
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    }
    function done() {
      clearTimeout(deadline);
      page.off('request', onRequest);
      resolve();
    }
    page.on('request', onRequest);
  });
}
