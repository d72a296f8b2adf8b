import type { Page } from '@playwright/test';
import { expect, openDialog, test, waitForApp } from '../support/e2e/fixtures';

const STATE_KEY = 'Demo-Exchange-State';

/** Puts a demo exchange and a signed-in session in storage, as an earlier visit leaves them. */
async function leaveDemoData(page: Page): Promise<void> {
  await page.evaluate((key) => {
    localStorage.setItem(key, JSON.stringify({ format: 'demo-exchange-engine', version: 1 }));
    localStorage.setItem('User-Token', 'token-of-an-earlier-visit');
  }, STATE_KEY);
}

async function storedKeys(page: Page) {
  return page.evaluate((key) => [localStorage.getItem(key), localStorage.getItem('User-Token')], STATE_KEY);
}

test('the demo data can be reset after a confirmation, and cancelling keeps it', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  const start = isMobile ? '/my' : '/pc/main';
  await page.goto(start);
  await waitForApp(page);
  await leaveDemoData(page);

  await page.getByTestId('demo-reset').click();
  const dialog = await openDialog(page);
  await snap('demo-reset-confirm');
  await checkA11y();
  await dialog.getByRole('button', { name: /cancel/i }).click();
  await expect(dialog).toBeHidden();
  expect(await storedKeys(page)).toEqual([expect.any(String), 'token-of-an-earlier-visit']);

  await page.getByTestId('demo-reset').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^reset$/i })
    .click();
  await page.waitForURL(isMobile ? /\/$/ : /\/pc\/main$/);
  await waitForApp(page);
  expect(await storedKeys(page)).toEqual([null, null]);
});
