import type { Page } from '@playwright/test';
import { signUpOnContract } from '../support/e2e/contract-steps';
import { expect, test, waitForApp } from '../support/e2e/fixtures';

// Issue 14: spot order entry beside the book of /pc/trade (desktop only so far).

async function openTrade(page: Page) {
  await page.goto('/pc/trade?symbol=btcusdt');
  await waitForApp(page);
  await expect(page.locator('.pd-book__side--ask .pd-book__row').first()).toBeVisible({ timeout: 20_000 });
}

const spotForm = (page: Page) => page.getByRole('region', { name: 'Spot order' });

test.describe('spot order entry', () => {
  test.skip(({ isMobile }) => isMobile, 'The mobile spot screen is not built yet');

  test('a book pick fills the price; a limit buy at the best ask fills and freezes nothing @http', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpOnContract(page, false);
    await openTrade(page);
    const form = spotForm(page);
    await expect(form).toContainText('10,000.00000000 USDT');
    // The best ask is the last row of the asks side (asks run from far to near).
    await page.locator('.pd-book__side--ask .pd-book__row').last().click();
    await expect(form.getByLabel(/Price/)).not.toHaveValue('');
    await form.getByLabel(/Amount/).fill('0.001');
    await expect(form).toContainText('Fee');
    await page.screenshot({ path: 'test-results/screenshots/spot-desktop-entry.png' });
    await form.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(form.getByText('Order placed')).toBeVisible();
    await expect(form).not.toContainText('10,000.00000000 USDT');
  });

  test('refuses more than the available balance before sending anything', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpOnContract(page, false);
    await openTrade(page);
    const form = spotForm(page);
    await form.getByLabel(/Price/).fill('100000');
    await form.getByLabel(/Amount/).fill('1');
    await form.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(form.getByRole('alert')).toHaveText('Insufficient available balance');
  });

  test('a double click places one order @http', async ({ page }, testInfo) => {
    test.skip(!testInfo.project.name.endsWith('-http'), 'Requests are counted against the reference server');
    test.setTimeout(120_000);
    await signUpOnContract(page, false);
    await openTrade(page);
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/spot/createOrder')) sent += 1;
    });
    const form = spotForm(page);
    await page.locator('.pd-book__side--bid .pd-book__row').last().click();
    await form.getByLabel(/Amount/).fill('0.001');
    await form.getByRole('button', { name: 'Buy BTC' }).dblclick();
    await expect(form.getByText('Order placed')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(sent).toBe(1);
  });
});
