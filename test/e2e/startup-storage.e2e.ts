import { expect, test, waitForApp } from '../support/e2e/fixtures';

test.describe('start-up with any storage', () => {
  test('opens the app when the browser blocks localStorage (private mode, cookies disabled)', async ({
    page,
    snap,
  }, testInfo) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const path = testInfo.project.name.startsWith('desktop') ? '/pc/market' : '/market';
    await page.goto(path);
    await waitForApp(page);
    // The market list still fills from the simulated exchange, kept in memory this time.
    await expect(page.getByText('BTC').first()).toBeVisible();
    await snap('startup-storage-blocked');
  });
});

test('a full browser storage is told once, and the app goes on working from memory', async ({
  page,
  snap,
}, testInfo) => {
  const NOTICE =
    "Your browser's storage is full, so changes made now are kept only until you close this page.";
  await page.addInitScript((notice) => {
    // Every write is refused for lack of space, as on a device whose storage is full.
    Storage.prototype.setItem = function refuse() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    // Counts every notice the page ever shows, however briefly.
    const shown = new Set<Node>();
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('body *'))
        if (node.childElementCount === 0 && node.textContent?.startsWith(notice)) shown.add(node);
      (window as unknown as { storageNotices: number }).storageNotices = shown.size;
    }).observe(document, { childList: true, subtree: true });
  }, NOTICE);
  const desktop = testInfo.project.name.startsWith('desktop');
  await page.goto(desktop ? '/pc/market' : '/market');
  await waitForApp(page);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText('BTC').first()).toBeVisible();
  await snap('startup-storage-full');
  // More refused writes on other screens (each feed answer is cached): no second notice.
  await page
    .getByRole('link', { name: desktop ? 'Exchange home' : 'Home' })
    .first()
    .click();
  await expect(page.getByRole('table').getByText('BTC').first()).toBeVisible();
  await page
    .getByRole('link', { name: desktop ? 'Trade' : 'Market' })
    .first()
    .click();
  await expect(page.getByText('BTC').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { storageNotices: number }).storageNotices)).toBe(1);
});
