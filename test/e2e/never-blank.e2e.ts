import type { Locator } from '@playwright/test';
import { expect, goInApp, test, waitForApp } from '../support/e2e/fixtures';
import { seedSignedIn } from '../support/e2e/seeded-user';
import { logIn, register, sessionPaths, uniqueEmail } from '../support/e2e/session-steps';

/**
 * Moves the page's clock on, 5 s at a time and 90 s at most, until `alert` shows: the page's
 * clock ran a little before its first try (the page loads in real time as the clock moves), so
 * the 120 s of tries end a few seconds past the 120th second the test has moved.
 */
async function advanceUntilShown(advance: (seconds: number) => Promise<void>, alert: Locator) {
  for (let moved = 0; moved < 90 && !(await alert.isVisible()); moved += 5) await advance(5);
}

test.describe('the app never goes blank', () => {
  test('a page whose code cannot be downloaded says so after 120 s, keeps the layout, and reloads', async ({
    page,
    problems,
    snap,
  }, testInfo) => {
    const mobile = testInfo.project.name.startsWith('mobile');
    await page.clock.install();
    await page.goto(mobile ? '/' : '/pc/main');
    await waitForApp(page);
    // The market page's own chunk fails, as on a dead network or a half-finished deploy.
    const chunk = /\/assets\/market\.page-[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort());
    // The 120 s count from the first try: the clock moves once the page has made it (start-up
    // runs in several tasks first, and on a busy machine those take a while in real time).
    const firstTry = page.waitForEvent('requestfailed', (request) => chunk.test(request.url()));
    await page.goto(mobile ? '/market' : '/pc/market');
    await firstTry;
    // Each try waits on the network in real time, then sleeps on the page's clock: step it.
    const advance = async (seconds: number) => {
      for (let passed = 0; passed < seconds; passed += 5) {
        await page.waitForTimeout(150);
        await page.clock.runFor(5_000);
      }
    };
    const alert = page.getByRole('alert');
    await advance(60);
    await expect(alert).toHaveCount(0); // still trying again at 60 s
    await advanceUntilShown(advance, alert);
    await expect(alert).toContainText('The app could not load');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await snap('never-blank-chunk-failed');
    // The network is back: Reload brings the page.
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await waitForApp(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The refused downloads were this test's doing, not faults of the app.
    expect(
      problems.failedRequests.every(
        (text) => chunk.test(text.split(' ')[1] ?? '') || /market\.page/.test(text),
      ),
    ).toBe(true);
    problems.failedRequests.length = 0;
    problems.consoleErrors.length = 0;
  });

  test('a page whose feature module cannot be downloaded says so after 120 s in the route, keeps the layout, and reloads', async ({
    page,
    problems,
  }, testInfo) => {
    const mobile = testInfo.project.name.startsWith('mobile');
    await page.clock.install();
    await seedSignedIn(page, testInfo.project.name, { tag: 'module' });
    // Not the phone's home: a signed-in home loads the wallet's module for its total.
    await page.goto(mobile ? '/market' : '/pc/main');
    await waitForApp(page);
    // The wallet's module (its use cases, machines and adapters) fails, not the page's own chunk.
    const chunk = /\/assets\/wallet\.module-[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort());
    const firstTry = page.waitForEvent('requestfailed', (request) => chunk.test(request.url()));
    await goInApp(page, mobile ? '/assets' : '/pc/account/assert/1');
    await firstTry;
    const advance = async (seconds: number) => {
      for (let passed = 0; passed < seconds; passed += 5) {
        await page.waitForTimeout(150);
        await page.clock.runFor(5_000);
      }
    };
    const alert = page.getByRole('alert');
    await advance(60);
    await expect(alert).toHaveCount(0); // still trying again at 60 s
    await advanceUntilShown(advance, alert);
    await expect(alert).toContainText('The app could not load');
    // The failure is the route's: the layout around it stays.
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await waitForApp(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('wallet-assets')).toBeVisible();
    expect(problems.failedRequests.every((text) => /wallet\.module/.test(text))).toBe(true);
    problems.failedRequests.length = 0;
    problems.consoleErrors.length = 0;
  });

  test('a crafted ?redirect= to another site is ignored after login', async ({ page }, testInfo) => {
    const mobile = testInfo.project.name.startsWith('mobile');
    const email = uniqueEmail('redirect');
    await register(page, mobile, false, email);
    const paths = sessionPaths(mobile);
    await page.goto(`${paths.login}?redirect=${encodeURIComponent('/\\evil.example/steal')}`);
    await logIn(page, false, email);
    await expect(page).toHaveURL(new RegExp(mobile ? '127\\.0\\.0\\.1:\\d+/$' : '/pc/main$'));
  });
});
