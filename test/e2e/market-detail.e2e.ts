import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';

const pairUrl = (isMobile: boolean, symbol = 'btcusdt') =>
  isMobile ? `/market/${symbol}` : `/pc/trade?symbol=${symbol}`;

/** The chart canvas, the book's price buttons and the deals rows, once all three have data. */
async function waitForPair(page: Page, bookRows: number) {
  await waitForApp(page);
  await expect(page.getByRole('figure', { name: 'Price chart' }).locator('canvas').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: /^Use price / })).toHaveCount(bookRows);
  await expect(page.getByRole('region', { name: 'Recent deals' }).getByRole('row')).not.toHaveCount(0);
}

const bookText = (page: Page) => page.getByRole('region', { name: 'Order book' }).innerText();

test('a pair opens with candles, book and deals that move, and keeps its timeframe @http', async ({
  page,
  snap,
  checkA11y,
  isMobile,
}) => {
  test.setTimeout(60_000);
  const rows = isMobile ? 10 : 40;
  await page.goto(pairUrl(isMobile));
  await waitForPair(page, rows);
  await expect(page.getByText(/^Last price$|BTC/).first()).toBeVisible();
  await snap('market-detail');
  await checkA11y();

  // The next poll (5 s) brings a new book: the simulated market moves every second.
  const before = await bookText(page);
  await expect.poll(() => bookText(page), { timeout: 12_000 }).not.toBe(before);

  const timeframes = page.getByRole('group', { name: 'Chart timeframe' });
  await expect(timeframes.getByRole('button', { name: '1min' })).toHaveAttribute('aria-pressed', 'true');
  await timeframes.getByRole('button', { name: '1day' }).click();
  await expect(timeframes.getByRole('button', { name: '1day' })).toHaveAttribute('aria-pressed', 'true');
  // Day candles are labelled with the year: the chart was redrawn from the new series.
  const readout = page.getByRole('figure', { name: 'Price chart' }).locator('figcaption');
  await expect(readout).toContainText(/\d{4}/, { timeout: 15_000 });
  await snap('market-detail-1day');

  await page.reload();
  await waitForPair(page, rows);
  await expect(timeframes.getByRole('button', { name: '1day' })).toHaveAttribute('aria-pressed', 'true');

  // A book row hands its price on.
  await page
    .getByRole('button', { name: /^Use price / })
    .first()
    .click();
  await expect(page.getByText(/^Price picked: /)).toBeVisible();
});

test('polling pauses while the tab is hidden and resumes when it returns @http', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!testInfo.project.name.endsWith('-http'), 'demo mode makes no requests to count');
  test.setTimeout(60_000);
  let klineCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/huobi/getKline')) klineCalls += 1;
  });
  await page.goto(pairUrl(isMobile, 'ethusdt'));
  await waitForPair(page, isMobile ? 10 : 40);
  await expect.poll(() => klineCalls, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  const whileHidden = klineCalls;
  await page.waitForTimeout(11_000);
  expect(klineCalls, 'no polls while hidden').toBe(whileHidden);

  await setVisibility('visible');
  await expect.poll(() => klineCalls, { timeout: 3_000 }).toBeGreaterThan(whileHidden);
});
