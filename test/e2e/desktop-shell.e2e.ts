import type { Page } from '@playwright/test';
import { expect, goInApp, test, waitForApp } from '../support/e2e/fixtures';
import { layoutShifted, watchPaints } from '../support/e2e/paints';
import { openSignedIn } from '../support/e2e/seeded-user';

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
 * Picks a language from the header menu until `changed` holds. The first press on the button
 * must open the menu (its code may still be coming: the press is kept); the menu opens with an
 * animation, and on a busy machine a click can land before it settles, so the pick is retried.
 */
async function chooseLanguage(page: Page, code: string, changed: () => Promise<void>) {
  await page.getByTestId('language-switcher').click();
  await expect(page.getByTestId(`language-option-${code}`)).toBeVisible();
  await expect(async () => {
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

/** How far the page scrolls beyond the window: 0 when everything fits. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/** The top bar's last section link ends before its account links begin. */
async function expectTopBarApart(page: Page) {
  const lastLink = await page.locator('.dt-nav__link').last().boundingBox();
  const actions = await page.locator('.dt-header__actions').boundingBox();
  expect(lastLink && actions && lastLink.x + lastLink.width <= actions.x).toBe(true);
}

test.describe("at 1300x800, the SPEC's smallest desktop", () => {
  test.use({ viewport: { width: 1300, height: 800 } });

  test('the top bar keeps its links apart, both terminals fit the window with no page scroll, and the contract names its pair', async ({
    page,
    snap,
  }) => {
    await page.goto('/pc/trade');
    await waitForApp(page);
    await expectTopBarApart(page);
    await openSignedIn(page, '/pc/trade', { tag: 'fit' });
    await expect(page.getByRole('region', { name: 'Spot order' })).toBeVisible();
    await expectTopBarApart(page);
    expect(await pageOverflow(page), '/pc/trade scrolls the page').toBeLessThanOrEqual(0);
    await snap('terminal-1300x800');
    await goInApp(page, '/pc/scontract');
    await expect(page.getByTestId('available')).toBeVisible();
    expect(await pageOverflow(page), '/pc/scontract scrolls the page').toBeLessThanOrEqual(0);
    // Its header names the pair traded, with its last price and 24 h change, and follows the pick.
    const pair = page.getByTestId('contract-pair');
    await expect(pair).toContainText('BTC/USDT');
    await expect(page.getByTestId('contract-pair-price')).toHaveText(/^[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('contract-pair-change')).toHaveText(/^[+-]\d+\.\d{2}%$/);
    await snap('scontract-1300x800');
    await page.getByLabel('Pair').selectOption({ label: 'ETH/USDT' });
    await expect(pair).toContainText('ETH/USDT');
  });
});

test.describe('the footer stays below the first screen while a page loads', () => {
  // Lighthouse's desktop screen, whose height a short page's content once fell short of.
  test.use({ viewport: { width: 1350, height: 940 } });

  for (const path of ['/pc/scontract', '/pc/about/us']) {
    test(`${path}: nothing shifts, and the footer starts at the fold or below`, async ({ page }) => {
      await watchPaints(page);
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('.dt-footer')).toBeAttached();
      const footerTop = await page
        .locator('.dt-footer')
        .evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(940);
      const shifted = await layoutShifted(page);
      expect(shifted).toBeLessThanOrEqual(0.02);
    });
  }
});
