import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';

test.skip(({ isMobile }) => isMobile, 'the desktop shell is checked at 1440x900');

const entries: Array<[string, RegExp]> = [
  ['market', /\/pc\/market$/],
  ['trade', /\/pc\/trade$/],
  ['scontract', /\/pc\/scontract$/],
  ['finance', /\/pc\/finance\/list$/],
  ['subscribe', /\/pc\/subscribe\/list$/],
  ['pool', /\/pc\/pool\/list$/],
  ['fund', /\/pc\/fund\/list$/],
  // Signed out, the guarded entries end on login.
  ['account', /\/pc\/login\/login\?redirect=/],
  ['setting', /\/pc\/login\/login\?redirect=/],
];

test('the top navigation reaches every section', async ({ page, visit }) => {
  await visit('/pc/main', 'main');
  for (const [key, url] of entries) {
    await page.getByTestId(`nav-${key}`).click();
    await expect(page).toHaveURL(url);
    await waitForApp(page);
  }
});

test('signed out, the bar offers login and register', async ({ page, visit }) => {
  await visit('/pc/main', 'main-signed-out');
  await page.getByTestId('nav-register').click();
  await expect(page).toHaveURL(/\/pc\/login\/register$/);
  await page.getByTestId('nav-login').click();
  await expect(page).toHaveURL(/\/pc\/login\/login$/);
});

/**
 * Picks a language from the header menu until `changed` holds. The menu opens with an
 * animation; on a busy machine a click can land before it settles, so the pick is retried.
 */
async function chooseLanguage(page: Page, code: string, changed: () => Promise<void>) {
  await expect(async () => {
    if (!(await page.getByTestId(`language-option-${code}`).isVisible())) {
      await page.getByTestId('language-switcher').click();
    }
    await page.getByTestId(`language-option-${code}`).click({ timeout: 2_000 });
    await changed();
  }).toPass({ timeout: 15_000 });
}

test('the language switcher changes the visible text and the choice survives a reload', async ({
  page,
  visit,
  snap,
}) => {
  await visit('/pc/main', 'main-en');
  const marketEntry = page.getByTestId('nav-market');
  const english = (await marketEntry.innerText()).trim();

  await chooseLanguage(page, 'zh-CN', () => expect(marketEntry).not.toHaveText(english, { timeout: 2_000 }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const chinese = (await marketEntry.innerText()).trim();
  expect(chinese).toMatch(/[\u4e00-\u9fff]/);
  await snap('main-zh-CN');

  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('nav-market')).toHaveText(chinese);
  expect(await page.evaluate(() => localStorage.getItem('User-Lang'))).toBe('zh-CN');

  await chooseLanguage(page, 'en-US', () =>
    expect(page.getByTestId('nav-market')).toHaveText(english, { timeout: 2_000 }),
  );
});

test('the desktop layout keeps its minimum width of 1300 px on a narrow window', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/pc/main');
  await waitForApp(page);
  const width = await page.evaluate(() => document.body.scrollWidth);
  expect(width).toBeGreaterThanOrEqual(1300);
});
