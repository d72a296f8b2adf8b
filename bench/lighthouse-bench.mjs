// Lighthouse (performance, with its simulated mobile or desktop throttling) and axe over the
// app as `npm start` serves it. Lighthouse 12: 13 needs Node 22, and the project runs on 20.
import AxeBuilder from '@axe-core/playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { firstScreenShown } from './steps.mjs';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** The performance score (0-100) and the figures behind it, for one cold load of `url`. */
export async function lighthouseRun(executablePath, url, formFactor) {
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: FLAGS });
  try {
    const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const { lhr } = await lighthouse(url, options, config);
    // A run that could not measure the page (no paint seen, a protocol timeout) has no score;
    // counted as 0 it would sink a median of three, so it is reported and run again.
    if (lhr.runtimeError || lhr.categories.performance.score === null)
      throw new Error(`Lighthouse could not score ${url}: ${lhr.runtimeError?.code ?? 'no score'}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

/** Attempts at one Lighthouse sample before the bench gives up on it. */
const ATTEMPTS = 3;

/**
 * One Lighthouse sample: a run that fails to score is retried (up to ATTEMPTS in all) and
 * the failures are kept with the sample; only when every attempt fails does it count as 0.
 */
export async function lighthouseSample(executablePath, url, formFactor) {
  const failures = [];
  while (failures.length < ATTEMPTS) {
    try {
      const run = await lighthouseRun(executablePath, url, formFactor);
      return failures.length === 0 ? run : { ...run, failedAttempts: failures };
    } catch (error) {
      failures.push(String(error instanceof Error ? error.message : error));
    }
  }
  return { score: 0, fcpMs: null, lcpMs: null, tbtMs: null, cls: 0, failedAttempts: failures };
}

/** Serious or critical axe violations on a route once its first screen is usable. */
export async function axeViolations(browser, url, contextOptions) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await firstScreenShown(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    await context.close();
  }
}
