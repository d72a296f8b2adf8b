import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { openSignedIn } from './seeded-user';

/** The spot screen of a pair in each form factor. */
export const spotPath = (isMobile: boolean, symbol: string) =>
  isMobile ? `/coin/${symbol}` : `/pc/trade?symbol=${symbol}`;

/** A new signed-in user (10,000 spot USDT, seeded without the forms) on `landing`. */
export async function signUpOnSpot(page: Page, landing: string) {
  await openSignedIn(page, landing, { tag: 'spot' });
}

/** The order entry, once the book has arrived (its best prices price the form). */
export async function spotForm(page: Page) {
  await expect(page.locator('.pd-book__side--ask .pd-book__row').first()).toBeVisible({ timeout: 20_000 });
  return page.getByRole('region', { name: 'Spot order' });
}

/** One of the lists' tabs ('Open orders (n)', 'Order history', 'Trade history', 'Assets'). */
export async function showSpotTab(page: Page, name: RegExp | string) {
  await page.getByRole('tab', { name }).click();
}

/** The rows of the lists' tab shown (antd-mobile keeps other tabs unmounted; antd too). */
export const shownRows = (page: Page) => page.locator('.sp-table__row').filter({ visible: true });

/** A toast containing `text`: antd-mobile's toast, or antd's message. */
export const spotToast = (page: Page, isMobile: boolean, text: string) =>
  page.locator(isMobile ? '.adm-toast-main' : '.ant-message-notice', { hasText: text });
