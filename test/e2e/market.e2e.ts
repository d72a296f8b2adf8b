import { expect, goInApp, test, waitForApp } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';

test.describe('mobile market', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile pages are checked at 390x844');

  test('the market list switches quote tabs, searches, sorts and opens a pair @http', async ({
    page,
    visit,
    snap,
  }) => {
    await visit('/market', 'market-usdt');
    await expect(page.getByRole('button', { name: 'Open BTC/USDT' })).toBeVisible();

    await page.getByRole('tab', { name: 'BTC' }).click();
    await expect(page.getByRole('button', { name: 'Open ETH/BTC' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open BTC/USDT' })).toHaveCount(0);
    await snap('market-btc');

    await page.getByRole('tab', { name: 'USDT' }).click();
    await page.getByRole('searchbox', { name: 'Search coin' }).fill('eth');
    await expect(page.getByRole('button', { name: /^Open / })).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search coin' }).fill('');

    await page.getByRole('button', { name: 'Sort by Pair' }).click();
    await page.getByRole('button', { name: 'Sort by Pair' }).click();
    const names = await page.getByRole('button', { name: /^Open / }).allInnerTexts();
    expect(names.length).toBeGreaterThan(2);
    await snap('market-sorted');

    await page.getByRole('button', { name: 'Open BTC/USDT' }).click();
    await expect(page).toHaveURL(/\/market\/btcusdt$/);

    // Back returns to the list as it was left: the address keeps the tab and the sort.
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Sort by Pair' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'BTC' }).click();
    await page.getByRole('button', { name: 'Open ETH/BTC' }).click();
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Open ETH/BTC' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sort by Pair' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the Market tab opens on the tickers the home just fetched, with no out-of-date banner moving the rows', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(
      page.getByRole('region', { name: 'Markets' }).getByRole('link', { name: 'Open BTC/USDT' }),
    ).toBeVisible();
    // Every banner the list shows from here on, however briefly, and where the first row lies.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenBanners: string[] }).seenBanners = seen;
      new MutationObserver(() => {
        for (const banner of document.querySelectorAll('.mk-banner')) seen.push(banner.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('.m-tabbar a', { hasText: 'Market' }).click();
    const btc = page.getByRole('button', { name: 'Open BTC/USDT' });
    await expect(btc).toBeVisible();
    const firstTop = (await btc.boundingBox())?.y;
    // Once the tab's own first answer is in, the rows are where they first drew.
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'Open ETH/USDT' })).toBeVisible();
    expect((await btc.boundingBox())?.y).toBe(firstTop);
    expect(await page.evaluate(() => (window as unknown as { seenBanners: string[] }).seenBanners)).toEqual(
      [],
    );
  });
});

test.describe('desktop market', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop pages are checked at 1440x900');

  test('the market table switches quote tabs, searches, sorts and opens a pair @http', async ({
    page,
    visit,
    snap,
  }) => {
    await visit('/pc/market', 'market-usdt');
    const rows = page.locator('.dm-row');
    await expect(rows.filter({ hasText: 'BTC/USDT' })).toHaveCount(1);

    await page.getByRole('tab', { name: 'ETH' }).click();
    await expect(rows.filter({ hasText: 'EOS/ETH' })).toHaveCount(1);
    await expect(rows.filter({ hasText: '/USDT' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'USDT' }).click();
    await page.getByRole('searchbox', { name: 'Search coin' }).fill('doge');
    await expect(rows).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search coin' }).fill('');

    await page.getByRole('columnheader', { name: /Last price/ }).click();
    await expect(page.getByRole('columnheader', { name: /Last price/ })).toHaveAttribute(
      'aria-sort',
      /ascending/,
    );
    await snap('market-sorted');

    await page.getByRole('tab', { name: 'BTC' }).click();
    await rows.filter({ hasText: 'ETH/BTC' }).click();
    await expect(page).toHaveURL(/\/pc\/trade\?symbol=ethbtc$/);

    // Back returns to the table as it was left: the address keeps the tab and the sort.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows.filter({ hasText: 'ETH/BTC' })).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: /Last price/ })).toHaveAttribute(
      'aria-sort',
      /ascending/,
    );
  });
});

test('home shows live tickers of the main pairs, each opening its pair @http', async ({
  page,
  visit,
  isMobile,
}) => {
  await visit(isMobile ? '/' : '/pc/main', 'home-market-overview');
  const overview = page.getByRole('region', { name: 'Markets' });
  const btc = overview.getByRole('link', { name: 'Open BTC/USDT' });
  await expect(btc).toBeVisible();
  await expect(overview.getByRole('row')).not.toHaveCount(1);
  // The reference server sends each coin's logo (SPEC section 3); the demo has none, and the
  // app draws the coin's mark.
  const mark = btc.locator('.coin-mark');
  if (test.info().project.name.endsWith('-http')) {
    await expect(mark).toHaveAttribute('data-icon', 'logo');
    await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  } else {
    await expect(mark).toHaveAttribute('data-icon', 'generated');
  }
  await btc.click();
  await expect(page).toHaveURL(isMobile ? /\/market\/btcusdt$/ : /\/pc\/trade\?symbol=btcusdt$/);
});

test('Chinese users see rising prices in red by default', async ({ page, snap, isMobile }) => {
  test.skip(!isMobile, 'the default is shared; checked once on the mobile list');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('User-Lang', 'zh-CN'));
  await page.goto('/market');
  await expect(page.getByRole('combobox', { name: '上涨颜色' })).toHaveValue('red');
  await expect(page.getByRole('button', { name: '打开 BTC/USDT' })).toBeVisible();
  await snap('market-zh-CN');
});

test('one rising-price colour, chosen in the settings, colours Buy and Up, the toolbar and prices everywhere', async ({
  page,
  isMobile,
  snap,
}) => {
  await openSignedIn(page, isMobile ? '/my' : '/pc/setting/safty', { tag: 'colour' });
  await page.getByTestId('up-colour-red').click();
  await expect(page.getByTestId('up-colour-red')).toHaveAttribute('aria-pressed', 'true');
  await snap('settings-up-colour');
  const RED = 'rgb(246, 70, 93)';
  const GREEN = 'rgb(46, 189, 133)';
  const background = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);

  await goInApp(page, isMobile ? '/coin/btcusdt' : '/pc/trade?symbol=btcusdt');
  await expect.poll(() => background('.spot-form__side--buy[aria-pressed="true"]')).toBe(RED);
  await page.locator('.spot-form__side--sell').first().click();
  await expect.poll(() => background('.spot-form__submit--sell')).toBe(GREEN);

  await goInApp(page, isMobile ? '/trade' : '/pc/scontract');
  await expect.poll(() => background('.ct-button--up')).toBe(RED);
  await expect.poll(() => background('.ct-button--down')).toBe(GREEN);
  // Hovered (once a price lets it be pressed), Up keeps the trader's rising colour.
  await expect(page.locator('.ct-button--up').first()).toBeEnabled();
  await page.locator('.ct-button--up').first().hover();
  await expect.poll(() => background('.ct-button--up')).toBe(RED);

  // The market toolbar shows the same choice; choosing there changes it back everywhere.
  await goInApp(page, isMobile ? '/market' : '/pc/market');
  if (isMobile) {
    const toolbar = page.getByRole('combobox', { name: 'Rising prices in' });
    await expect(toolbar).toHaveValue('red');
    await toolbar.selectOption('green');
  } else {
    await expect(page.locator('.ant-segmented-item-selected')).toHaveText('Red');
    await page.locator('.ant-segmented-item').filter({ hasText: 'Green' }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-up-colour', 'green');
});
