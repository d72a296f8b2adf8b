import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';

const assetsPath = (isMobile: boolean) => (isMobile ? '/assets' : '/pc/account/assert/1');

/** A new signed-in user on the assets screen. */
const signUpOnAssets = (page: Page, isMobile: boolean) =>
  openSignedIn(page, assetsPath(isMobile), { tag: `wallet${isMobile ? 'm' : 'd'}` });

const usdtAvailable = (page: Page) =>
  page.getByTestId('wallet-assets').locator('tr[data-coin="USDT"]').getByTestId('wallet-available');

/** Desktop tabs are routes (/account/assert/:account): a switch opens a fresh page, form closed. */
async function openTransfer(page: Page) {
  if (await page.getByTestId('wallet-transfer').isVisible()) return;
  await page.getByTestId('wallet-transfer-open').click();
  await expect(page.getByTestId('wallet-transfer')).toBeVisible();
}

async function transfer(page: Page, type: 1 | 2, amount: string) {
  await openTransfer(page);
  await page.getByTestId(`transfer-type-${type}`).click();
  await page.getByTestId('transfer-amount').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('transfer-confirm-text')).toContainText(`Move ${amount} USDT`);
  await page.getByTestId('transfer-confirm').click();
  await expect(page.getByRole('status').filter({ hasText: 'Transfer successful' })).toBeVisible();
}

test('the assets overview shows the starting balances, masks them and keeps the eye on reload @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await signUpOnAssets(page, isMobile);
  await page.getByTestId('wallet-account-1').click();
  await expect(usdtAvailable(page)).toHaveText('10,000.00');
  await expect(page.getByTestId('wallet-total-usdt')).toHaveText(/^1[01],\d{3}\.\d{2}$/);
  await expect(page.getByTestId('wallet-total-btc')).toContainText(/About 0\.\d+ BTC/);
  await snap('wallet-overview');
  await checkA11y();

  await page.getByTestId('wallet-eye').click();
  await expect(page.getByTestId('wallet-total-usdt')).toHaveText('******');
  await expect(usdtAvailable(page)).toHaveText('******');
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('wallet-total-usdt')).toHaveText('******');
  await snap('wallet-hidden');
  await page.getByTestId('wallet-eye').click();
  await expect(page.getByTestId('wallet-total-usdt')).not.toHaveText('******');
  if (isMobile) return;

  // The top bar's My Assets opens on Spot, each row with its ways on; a row's Deposit opens
  // the deposit screen on that row's coin.
  await page.getByTestId('nav-account').click();
  await expect(page).toHaveURL(/\/pc\/account\/assert\/1$/);
  await expect(page.getByTestId('wallet-account-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Trade USDT' })).toHaveAttribute('href', '/pc/trade');
  await snap('wallet-spot-rows');
  await page.getByRole('link', { name: 'Deposit USDC' }).click();
  await expect(page).toHaveURL(/\/pc\/account\/recharge\?coin=USDC$/);
  await expect(page.getByTestId('deposit-coin-USDC')).toHaveAttribute('aria-pressed', 'true');
});

test('a transfer both ways moves exactly the amount between spot and contract @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await signUpOnAssets(page, isMobile);
  await page.getByTestId('wallet-account-1').click();
  await expect(usdtAvailable(page)).toHaveText('10,000.00');
  await openTransfer(page);

  // The amount rule refuses before anything is confirmed or sent.
  await page.getByTestId('transfer-amount').fill('0');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the transfer amount' })).toBeVisible();

  await transfer(page, 1, '250.5');
  await expect(usdtAvailable(page)).toHaveText('9,749.50');
  await snap('wallet-transfer-done');
  await checkA11y();
  await page.getByTestId('wallet-account-2').click();
  await expect(usdtAvailable(page)).toHaveText('250.50');

  await transfer(page, 2, '100');
  await expect(usdtAvailable(page)).toHaveText('150.50');
  await page.getByTestId('wallet-account-1').click();
  await expect(usdtAvailable(page)).toHaveText('9,849.50');
});
