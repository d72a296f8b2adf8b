import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';

test("the phone's Trade tab is a hub: spot first, then the screen used last, kept over a reload", async ({
  page,
  isMobile,
  snap,
}) => {
  test.skip(!isMobile, "the phone's tab bar");
  await openSignedIn(page, '/', { tag: 'hub' });
  const switcher = page.getByTestId('trade-switch');
  const shown = (name: string) => switcher.getByRole('link', { name, exact: true });

  // The signed-in home shows the total with Deposit, Transfer and Trade.
  const assets = page.getByTestId('home-assets');
  await expect(assets.getByTestId('wallet-total-usdt')).toHaveText(/^[\d,]+\.\d+$/);
  await expect(page.getByTestId('home-deposit-to-start')).toHaveCount(0);
  await snap('home-signed-in');
  await page.getByTestId('wallet-eye').click();
  await expect(assets.getByTestId('wallet-total-usdt')).toHaveText('******');
  await page.getByTestId('wallet-eye').click();
  await page.getByTestId('home-transfer').click();
  await expect(page).toHaveURL(/\/assets\?transfer=open$/);
  await expect(page.getByTestId('wallet-transfer-open')).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('tab-home').click();

  // Nothing used yet: Trade and the Trade tab open spot.
  await page.getByTestId('home-trade').click();
  await expect(page).toHaveURL(/\/coin\/btcusdt$/);
  await expect(shown('Spot')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('tab-trade')).toHaveAttribute('aria-current', 'page');
  await snap('trade-hub-spot');

  // Seconds on the same pair; the Trade tab comes back to it from another tab and after a reload.
  await shown('Seconds').click();
  await expect(page).toHaveURL(/\/trade\?symbol=btcusdt$/);
  await expect(page.getByTestId('available')).toBeVisible();
  await expect(shown('Seconds')).toHaveAttribute('aria-current', 'page');
  await snap('trade-hub-seconds');
  await page.getByTestId('tab-market').click();
  await page.getByTestId('tab-trade').click();
  await expect(page).toHaveURL(/\/trade$/);
  // A fresh load on another screen: the choice was kept.
  await page.goto('/market');
  await waitForApp(page);
  await page.getByTestId('tab-trade').click();
  await expect(shown('Seconds')).toHaveAttribute('aria-current', 'page');

  // Back to spot: the tab follows, once spot is on screen (the address changes first, while
  // the router's transition to the spot screen may still be rendering).
  await shown('Spot').click();
  await expect(page).toHaveURL(/\/coin\/btcusdt$/);
  await expect(shown('Spot')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('tab-my').click();
  await page.getByTestId('tab-trade').click();
  await expect(page).toHaveURL(/\/coin\/btcusdt$/);
});
