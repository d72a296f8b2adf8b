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
