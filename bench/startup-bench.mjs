// Start-up on a cheap phone: the page's long tasks (50 ms and over, the browser's own
// measure) from navigation until its first screen is shown with data and 3 s more, under
// Lighthouse's 4x CPU slowdown. The figure is the longest; none at all reads as 0.
import { FIRST_SCREEN_SHOWN } from './steps.mjs';

/** Keeps every long task of the page from its first moment. */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ startMs: Math.round(entry.startTime), ms: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Waits for the first screen by asking the page over the protocol. Playwright's locators and
 * waits run its own script in the page, a task of 50-75 ms of its own on the slowed CPU the
 * first time; measured through them, start-up's longest task was often the bench's own.
 */
async function shownWithoutInjectedScripts(cdp, timeout) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: FIRST_SCREEN_SHOWN,
      returnByValue: true,
    });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`the first screen was not shown within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The start-up's long tasks of `url` and the longest, with the CPU slowed `slowdown` times. */
export async function startupLongTasks(browser, url, contextOptions, slowdown = 4) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(recordLongTasks);
    await page.goto(url);
    await shownWithoutInjectedScripts(cdp, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `({ tasks: window.__longTasks, paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime })`,
      returnByValue: true,
    });
    const { tasks, paint } = result.value;
    const afterPaint = tasks.filter((task) => paint !== undefined && task.startMs >= paint);
    return {
      longestMs: Math.max(0, ...tasks.map((task) => task.ms)),
      // The tasks before the first paint are the browser's: committing the page, parsing and
      // laying out the painted first screen, before any of the app's code has run.
      firstPaintMs: paint === undefined ? null : Math.round(paint),
      longestAfterPaintMs: Math.max(0, ...afterPaint.map((task) => task.ms)),
      tasks,
    };
  } finally {
    await context.close();
  }
}
