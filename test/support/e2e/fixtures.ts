import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { wrongBaseOf } from './api-base-check';

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  /** API calls under another form factor's base (README "API bases"). */
  wrongBase: string[];
}

interface Fixtures {
  problems: PageProblems;
  /** Opens a path, waits for the app to settle, saves a screenshot and runs axe. */
  visit: (path: string, name: string) => Promise<void>;
  /** Saves a screenshot of the current page under test-results/screenshots/<project>/. */
  snap: (name: string) => Promise<void>;
  /** Fails on serious or critical axe violations on the current page. */
  checkA11y: () => Promise<void>;
}

/**
 * Every test watches its page: any console error, uncaught exception, failed request or API
 * call under the wrong base (in http mode every page's calls are checked) fails the test,
 * whether or not the test itself looked for it.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * The desktop's http run of an @http or @clock test: the one run of the desktop's markup
 * (neither has a desktop demo run, playwright.config.ts).
 */
function scansOverHttp(testInfo: TestInfo): boolean {
  const title = testInfo.titlePath.join(' ');
  const { name } = testInfo.project;
  if (name === 'desktop-clock-http') return title.includes('@clock');
  return name === 'desktop-http' && /@http(?![-\w])/.test(title) && !title.includes('@http-desktop');
}

export const test = base.extend<Fixtures>({
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { consoleErrors: [], failedRequests: [], wrongBase: [] };
      page.on('request', (request) => {
        const wrong = wrongBaseOf(new URL(page.url()).pathname, new URL(request.url()).pathname);
        if (wrong) problems.wrongBase.push(wrong);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => {
        // A navigation away aborts pending requests; that is not a failure of the app.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
      });
      await use(problems);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
      expect(problems.failedRequests, 'failed requests').toEqual([]);
      expect(problems.wrongBase, "API calls under the other form factor's base").toEqual([]);
    },
    { auto: true },
  ],
  snap: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      // Pictures are for people reviewing screens (E2E_SCREENSHOTS=1); full-page PNGs cost
      // CI minutes on two cores and nobody looks at them there.
      if (!SCREENSHOTS) return;
      const path = `test-results/screenshots/${testInfo.project.name}/${name}.png`;
      mkdirSync(dirname(path), { recursive: true });
      await page.screenshot({ path, fullPage: true });
    });
  },
  checkA11y: async ({ page }, use, testInfo) => {
    await use(async () => {
      // One scan per form factor: the http projects differ in where the data comes from, not
      // in markup, so a test scans in its demo run, and on the desktop in its http run when
      // it has no desktop demo run (@http: playwright.config.ts).
      if (testInfo.project.name.endsWith('-http') && !scansOverHttp(testInfo)) return;
      await toastsGone(page);
      // Colours read halfway through a transition (a button taking focus) are not the screen's;
      // endless ones (a skeleton's shimmer) never end and are not waited for.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      );
      // Legacy mode runs axe in the page's own frames and gathers their results there. The
      // default opens a blank page per scan to gather them, which made a scan two to three
      // times as long (1.4 s against 3.8 s on the terminal, the same results); what legacy
      // mode leaves out, cross-origin frames, is only the third-party chat's.
      const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const summary = serious.map(
        // The failure summary says why (e.g. the two colours and their ratio), not just where.
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
      );
      expect(summary, 'serious or critical accessibility violations').toEqual([]);
    });
  },
  visit: async ({ page, snap, checkA11y }, use) => {
    await use(async (path, name) => {
      await page.goto(path);
      await waitForApp(page);
      await snap(name);
      await checkA11y();
    });
  },
});

/** The app has rendered when its loading spinner is gone and a main landmark exists. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ state: 'visible' });
  await expect(page.locator('.page-loading')).toHaveCount(0);
  // The home's painted first screen lies over the app until the app's own home is under it.
  await expect(page.locator('#first-screen')).toHaveCount(0);
}

/**
 * Waits until no toast is on screen. A toast fades out while the scan runs (antd-mobile from
 * script, antd with CSS), and a contrast check mid-fade measures a colour no reader sees for
 * longer than a frame; toasts last 2 s (SPEC section 9), so the wait is short.
 */
async function toastsGone(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-main, .ant-message-notice')).toHaveCount(0, { timeout: 5_000 });
}

/**
 * Goes to a path of the app the way its own links do (history and the router, no page
 * load): a walk over many routes then costs a render each instead of a whole start-up.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await waitForApp(page);
}

/**
 * The open dialog, once its opening animation is over: antd animates with CSS, antd-mobile
 * with inline opacity from react-spring. Screenshots and contrast checks need the end state.
 */
export async function openDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.waitForFunction(() => {
    const inner = document.querySelector('[role="dialog"]')?.firstElementChild;
    const opaque = !inner || getComputedStyle(inner).opacity === '1';
    return opaque && document.getAnimations().every((animation) => animation.playState !== 'running');
  });
  return dialog;
}

export { expect };
