// Start-up on a cheap phone: the page's long tasks (50 ms and over, the browser's own
// measure) from navigation until its first screen is shown with data and 3 s more, under
// Lighthouse's 4x CPU slowdown. The figure is the longest; none at all reads as 0.
import { firstScreenShown } from './steps.mjs';

/** Keeps every long task of the page from its first moment. */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ startMs: Math.round(entry.startTime), ms: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
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
    await firstScreenShown(page, 60_000);
    await page.waitForTimeout(3_000);
    const tasks = await page.evaluate(() => window.__longTasks);
    return { longestMs: Math.max(0, ...tasks.map((task) => task.ms)), tasks };
  } finally {
    await context.close();
  }
}
