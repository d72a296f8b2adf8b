// Kline benchmarks on the chart's own bench page (bench/fixtures/kline): the app's KlineChart
// alone on a box of the app chart's size, against bare baselines (bench/fixtures/bare-kline.html)
// of the same size and data, in the same browser and run.
//
// Method: every figure here is main-thread task time (CDP Performance.getMetrics TaskDuration:
// script, style, layout, paint, GC), read just before and just after the work, with the page
// otherwise idle. Task time counts the work and not the idle waits between frames, so it does
// not grow when the machine's other load delays a frame; what load still adds (a slower CPU
// share) slows both sides of a ratio alike, so the ratio is the figure to read. Beside each
// figure the main thread's CPU time (ThreadTime) is kept in the details: it does not count the
// time the thread waited for a core, so where task time swings and CPU time does not, the
// swing is the machine's load and not the method.

const DESKTOP = { viewport: { width: 1440, height: 900 } };
/** Candles the app's chart shows at first (INITIAL_WINDOW in kline-option.ts). */
const APP_WINDOW = 120;
/** Live updates before timing, on both sides alike: the first ones compile each side's path. */
const LIVE_WARM = 5;
/** Live updates timed per run, on both sides alike (the chart's page holds 27 polls after the first). */
const LIVE_TIMED = 20;
/** Between two live updates, on both sides: each is drawn and painted in a frame of its own. */
const LIVE_GAP_MS = 50;
/** After the work is drawn and painted: anything echarts or React leave for later falls in the window. */
const SETTLE_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Main-thread task time and CPU time so far, in ms. */
async function readings(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: ms('TaskDuration'), cpu: ms('ThreadTime') };
}

const since = (before, after) => ({ task: after.task - before.task, cpu: after.cpu - before.cpu });

async function openWithCdp(browser, url) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('load');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await sleep(SETTLE_MS); // let load-time work end before the first reading
  return { context, page, cdp };
}

/** Task and CPU time of `work` in the page, through its painted frame and SETTLE_MS after. */
async function timeOf(page, cdp, work, arg) {
  const before = await readings(cdp);
  await page.evaluate(work, arg);
  await sleep(SETTLE_MS);
  return since(before, await readings(cdp));
}

/**
 * Gives the bare page its 2000 candles before anything is timed: the app's chart pages hold
 * theirs from the start (bench/fixtures/kline), so reading them from the bench's message is
 * no part of either side's drawing.
 */
async function handRows(page, rows) {
  await page.evaluate((data) => {
    window.benchRows = data;
  }, rows);
  await sleep(SETTLE_MS);
}

/**
 * Task and CPU time per update of `count` live updates the page makes from its own timers,
 * LIVE_GAP_MS apart (`run`), through the last one's painted frame and SETTLE_MS after. One
 * message from the bench starts them all, on either side: a message and its answer cost
 * about 2 ms of task time on either page (an empty one, waiting two frames), as much as the
 * update itself, so one per update would swamp what is compared.
 */
async function perUpdate(page, cdp, run, count, from = 0) {
  const { task, cpu } = await timeOf(page, cdp, run, { count, from, gap: LIVE_GAP_MS });
  return { task: task / count, cpu: cpu / count };
}

/**
 * Live update: the chart alone handed the next polls (1999 closed candles as before, a new
 * forming one each), LIVE_WARM of them untimed, then LIVE_TIMED timed; task time per update,
 * and each timed update's own 'kline:update' measure (the chart's effect around its patch).
 */
export async function klineLiveUpdates(browser, fixtures, size) {
  const { context, page, cdp } = await openWithCdp(browser, `${fixtures}/kline/`);
  await page.evaluate((s) => window.mountChart(s), size);
  const polls = ({ from, count, gap }) => window.livePolls(from, count, gap);
  await perUpdate(page, cdp, polls, LIVE_WARM, 1);
  const time = await perUpdate(page, cdp, polls, LIVE_TIMED, 1 + LIVE_WARM);
  const measures = await page.evaluate(() =>
    performance.getEntriesByName('kline:update').map((m) => m.duration),
  );
  await context.close();
  if (measures.length !== LIVE_WARM + LIVE_TIMED)
    throw new Error('a poll did not reach the chart as a live update');
  return { ...time, chart: measures.slice(LIVE_WARM) };
}

/**
 * Task time per bare Canvas2D redraw of the same 2000 candles on a canvas of the chart's size,
 * timed as the chart's live updates are: LIVE_WARM untimed, then LIVE_TIMED, LIVE_GAP_MS apart.
 */
export async function bareCanvasRedraw(browser, fixtures, size, rows) {
  const { context, page, cdp } = await openWithCdp(browser, `${fixtures}/bare-kline.html`);
  await page.evaluate((s) => window.sizeCanvas(s), size);
  await handRows(page, rows);
  const redraws = ({ count, gap }) => window.redrawTimes(window.benchRows, count, gap);
  await perUpdate(page, cdp, redraws, LIVE_WARM);
  const time = await perUpdate(page, cdp, redraws, LIVE_TIMED);
  await context.close();
  return time;
}

/**
 * First render, like with like: on fresh pages, the app chart (mount, echarts init, the 2000
 * candles, volume and MAs, painted) over bare echarts (init, the same 2000 candles and volume,
 * painted) on a chart of the same size, both showing the last 120 candles. Task time of each.
 */
export async function klineFirstRender(browser, fixtures, size, rows, bareFirst) {
  // Alternated by the caller, so a drift in the machine's load favours neither side.
  if (bareFirst) {
    const bare = await bareFirstRender(browser, fixtures, size, rows);
    return { app: await appFirstRender(browser, fixtures, size), bare };
  }
  const app = await appFirstRender(browser, fixtures, size);
  return { app, bare: await bareFirstRender(browser, fixtures, size, rows) };
}

async function appFirstRender(browser, fixtures, size) {
  const { context, page, cdp } = await openWithCdp(browser, `${fixtures}/kline/`);
  const time = await timeOf(page, cdp, (s) => window.mountChart(s), size);
  const box = await page.locator('.kl-chart__canvas').boundingBox();
  await context.close();
  if (Math.round(box.width) !== size.width || Math.round(box.height) !== size.height) {
    throw new Error(`the kline page drew on ${box.width}x${box.height}, not ${size.width}x${size.height}`);
  }
  return time;
}

async function bareFirstRender(browser, fixtures, size, rows) {
  const { context, page, cdp } = await openWithCdp(browser, `${fixtures}/bare-kline.html`);
  await handRows(page, rows);
  const time = await timeOf(
    page,
    cdp,
    ({ size, shown }) =>
      new Promise((resolve) => {
        window.drawBare(window.benchRows, size, shown);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)));
      }),
    { size, shown: APP_WINDOW },
  );
  await context.close();
  return time;
}
