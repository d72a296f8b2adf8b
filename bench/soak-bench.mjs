// The soak: a trading screen kept open for a trading day, on a clock that runs as fast as the
// machine can go. Every 5-second poll of the day is played (`page.clock.runFor`), and after
// each simulated hour the page is read once garbage is collected: its JS heap, its DOM nodes,
// its event listeners, and the timers the app holds. A screen that leaks grows hour by hour.
import { firstScreenShown } from './steps.mjs';

const POLL_MS = 5_000;
const POLLS_PER_HOUR = 3_600_000 / POLL_MS;

/**
 * Counts the timers the app holds: intervals set and not cleared, timeouts set and neither
 * fired nor cleared. Runs in the page after the test clock is installed, so it wraps that
 * clock's timers, the ones the app then calls.
 */
function countTimers() {
  const intervals = new Set();
  const timeouts = new Set();
  const { setInterval: si, clearInterval: ci, setTimeout: st, clearTimeout: ct } = window;
  window.setInterval = (...args) => {
    const id = si(...args);
    intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    intervals.delete(id);
    return ci(id);
  };
  window.setTimeout = (fn, ...rest) => {
    const id = st(
      (...a) => {
        timeouts.delete(id);
        return typeof fn === 'function' ? fn(...a) : undefined;
      },
      ...rest,
    );
    timeouts.add(id);
    return id;
  };
  window.clearTimeout = (id) => {
    timeouts.delete(id);
    return ct(id);
  };
  window.__soakTimers = () => ({ intervals: intervals.size, timeouts: timeouts.size });
}

/** The page after a forced garbage collection. */
async function reading(page, cdp, hour) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  const timers = await page.evaluate(() => window.__soakTimers());
  return { hour, heapMb: +(usedSize / 2 ** 20).toFixed(2), nodes, listeners: jsEventListeners, ...timers };
}

/**
 * Keeps `url` open for `hours` simulated hours of polls; the readings after each hour (the
 * first is the baseline every later one is compared with).
 */
export async function soak(browser, url, contextOptions, hours = 8) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    await page.clock.install();
    await page.addInitScript(countTimers);
    await page.goto(url);
    await firstScreenShown(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const readings = [];
    for (let hour = 1; hour <= hours; hour += 1) {
      for (let poll = 0; poll < POLLS_PER_HOUR; poll += 1) await page.clock.runFor(POLL_MS);
      readings.push(await reading(page, cdp, hour));
    }
    return readings;
  } finally {
    await context.close();
  }
}

/**
 * The soak's verdict: heap, DOM nodes and listeners at the end within `tolerance` of the first
 * hour's (nodes and their listeners rise and fall with the rows a list shows: 434-445 listeners
 * over a day of the terminal), and the held timers no more than after the first hour.
 */
export function soakVerdict(readings, tolerance = 0.1) {
  const first = readings[0];
  const last = readings.at(-1);
  const growth = (key) => (last[key] - first[key]) / first[key];
  const checks = {
    heap: growth('heapMb') <= tolerance,
    nodes: growth('nodes') <= tolerance,
    listeners: growth('listeners') <= tolerance,
    timers: last.intervals <= first.intervals && last.timeouts <= first.timeouts,
  };
  return {
    pass: Object.values(checks).every(Boolean),
    heapGrowth: +growth('heapMb').toFixed(3),
    nodeGrowth: +growth('nodes').toFixed(3),
    checks,
  };
}
