import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { clearFault, setFaults } from '../support/e2e/reference-faults';
import { openSignedIn } from '../support/e2e/seeded-user';
import { isHttpProject } from '../support/e2e/session-steps';

const DEALS = '/huobi/getMarketTrade';
const deals = (page: Page) => page.getByRole('region', { name: 'Recent deals' });

const pairUrl = (isMobile: boolean, symbol = 'btcusdt') =>
  isMobile ? `/market/${symbol}` : `/pc/trade?symbol=${symbol}`;

/** The chart canvas, the book's price buttons and the deals rows, once all three have data. */
async function waitForPair(page: Page, bookRows: number) {
  await waitForApp(page);
  await expect(page.getByRole('figure', { name: 'Price chart' }).locator('canvas').first()).toBeVisible({
    timeout: 15_000,
  });
  // Each row is named by its side's label around its own price cell (aria-labelledby).
  await expect(
    page
      .getByRole('region', { name: 'Order book' })
      .getByRole('button', { name: /^Use price [\d,]+\.\d{2} \((Sell|Buy)\)$/ }),
  ).toHaveCount(bookRows);
  await expect(page.getByRole('region', { name: 'Recent deals' }).getByRole('row')).not.toHaveCount(0);
}

const bookText = (page: Page) => page.getByRole('region', { name: 'Order book' }).innerText();
const dealsText = (page: Page) => page.getByRole('region', { name: 'Recent deals' }).innerText();
/** The OHLC readout of the newest candle (the pointer rests off the chart). */
const readoutText = (page: Page) =>
  page.getByRole('figure', { name: 'Price chart' }).locator('figcaption').innerText();

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
  // A visitor's Trade tab opens spot first too: its form shows read-only with Log in.
  if (isMobile) await expect(page.getByTestId('tab-trade')).toHaveAttribute('href', '/coin/btcusdt');
  // Both sides' depth bars are drawn: each side's coloured path has at least one bar of some
  // width (a step left of the right edge; book-bars.ts).
  await expect
    .poll(() =>
      page.locator('.pd-book__bars path').evaluateAll((paths) =>
        paths.map((path) => {
          const lefts = [...(path.getAttribute('d') ?? '').matchAll(/H([\d.]+)V/g)].map((step) =>
            Number(step[1]),
          );
          return path.getAttribute('fill') !== null && lefts.some((x) => x < 1);
        }),
      ),
    )
    .toEqual([true, true]);
  // The forming candle's layer lies on echarts' own canvas, not the readout's height above it,
  // so the candle and its average segments meet the closed ones (kline-live-layer.ts).
  await expect
    .poll(() =>
      page.locator('.kl-chart__canvas').evaluate((box) => {
        const live = box.querySelector(':scope > canvas')?.getBoundingClientRect().top;
        const chart = box.querySelector(':scope > div canvas')?.getBoundingClientRect().top;
        return live !== undefined && chart !== undefined && Math.abs(live - chart) < 1;
      }),
    )
    .toBe(true);
  await snap('market-detail');
  await checkA11y();

  // The next poll (5 s) brings a new book, new deals and a new forming candle: the simulated
  // market moves every second.
  const before = {
    book: await bookText(page),
    deals: await dealsText(page),
    candle: await readoutText(page),
  };
  await expect.poll(() => bookText(page), { timeout: 12_000 }).not.toBe(before.book);
  await expect.poll(() => dealsText(page), { timeout: 12_000 }).not.toBe(before.deals);
  await expect.poll(() => readoutText(page), { timeout: 12_000 }).not.toBe(before.candle);

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

  // A book row hands its price on: to the picked-price line, and to a visitor's read-only
  // order form, which offers Log in and Register in place of Buy (spot.e2e.ts follows a pick
  // into the order form signed in). On the phone the pair screen's Buy carries it there.
  await page
    .getByRole('button', { name: /^Use price / })
    .first()
    .click();
  await expect(page.getByText(/^Price picked: /)).toBeVisible();
  const picked = (await page.getByText(/^Price picked: /).innerText()).replace('Price picked: ', '');
  if (isMobile) await page.getByRole('link', { name: 'Buy', exact: true }).click();
  const visitorForm = page.getByRole('region', { name: 'Spot order' });
  await expect(visitorForm.getByLabel(/^Price/)).toHaveValue(picked);
  await expect(visitorForm.getByLabel(/^Price/)).toBeDisabled();
  await expect(visitorForm.getByLabel(/^Amount/)).toBeDisabled();
  // No balance: that is an account's.
  await expect(visitorForm.getByTestId('spot-available')).toHaveCount(0);
  await expect(visitorForm.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    isMobile ? '/register' : '/pc/login/register',
  );
  await snap('market-detail-visitor-form');
  await checkA11y();
  await visitorForm.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(
    isMobile
      ? /\/login\?redirect=%2Fcoin%2Fbtcusdt%3Fside%3Dbuy%26price%3D[\d.]+$/
      : /\/pc\/login\/login\?redirect=%2Fpc%2Ftrade/,
  );
});

test('polling pauses while the tab is hidden and resumes when it returns @http-desktop', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!testInfo.project.name.endsWith('-http'), 'demo mode makes no requests to count');
  test.setTimeout(60_000);
  // The page's clock runs the hidden stretch at once (the polls are the page's own timers).
  await page.clock.install();
  // Every poll asks for candles and the book together; both are counted.
  const calls = { kline: 0, depth: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/huobi/getKline')) calls.kline += 1;
    if (request.url().includes('/huobi/getHuobiContractDepthV2')) calls.depth += 1;
  });
  const klineCalls = () => calls.kline;
  await page.goto(pairUrl(isMobile, 'ethusdt'));
  await waitForPair(page, isMobile ? 10 : 40);
  await expect.poll(klineCalls, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  const whileHidden = { ...calls };
  // Two poll intervals and more: a running feed would have asked at least twice.
  await page.clock.runFor(11_000);
  expect(calls, 'no polls while hidden').toEqual(whileHidden);

  // Back at once, well inside one poll interval, and polling on.
  await setVisibility('visible');
  await expect.poll(klineCalls, { timeout: 3_000 }).toBeGreaterThan(whileHidden.kline);
  await expect.poll(() => calls.depth, { timeout: 1_000 }).toBeGreaterThan(whileHidden.depth);
  await expect.poll(klineCalls, { timeout: 8_000 }).toBeGreaterThan(whileHidden.kline + 1);
});

test('a pair seen before shows its candles at once, before the first answer @http', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!testInfo.project.name.endsWith('-http'), 'the demo market answers too fast to hold back');
  test.setTimeout(60_000);
  await page.goto(pairUrl(isMobile, 'ltcusdt'));
  await waitForPair(page, isMobile ? 10 : 40);

  // On the next visit the candles request is held back: only the cache can draw the chart.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldCalls = 0;
  await page.route('**/huobi/getKline', async (route) => {
    heldCalls += 1;
    await held;
    await route.continue();
  });
  await page.reload();
  const chart = page.getByRole('figure', { name: 'Price chart' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.locator('figcaption')).toContainText(/\d/);
  expect(heldCalls, 'the first answer is still on its way').toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^Use price / })).toHaveCount(0);

  release();
  await waitForPair(page, isMobile ? 10 : 40);
});

test('a refused deals call empties only its own panel, with its reason, and the panel fills once it answers @http', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  test.skip(!isHttpProject(testInfo.project.name), 'the reference server refuses the call');
  const user = await openSignedIn(page, isMobile ? '/my' : '/pc/about/us', { tag: 'partfail' });
  await setFaults(page, { [DEALS]: { answer: { kind: 'malformed' } } });
  try {
    await page.goto(pairUrl(isMobile));
    await waitForApp(page);
    await expect(deals(page)).toContainText(
      'Recent deals are unavailable. Retrying… Unexpected response from the server',
    );
    // The chart and the book came in the same poll and are drawn.
    await expect(page.getByRole('figure', { name: 'Price chart' }).locator('canvas').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByRole('region', { name: 'Order book' }).getByRole('button', { name: /^Use price / }),
    ).toHaveCount(isMobile ? 10 : 40);
    await expect(page.getByText(/Market data is unavailable/)).toHaveCount(0);
    await snap('pair-deals-refused');
  } finally {
    await clearFault(DEALS, user.token);
  }
  await expect(deals(page).getByRole('row')).not.toHaveCount(0);
});

test('a phone turned sideways on a pair shows the chart across the screen, and turned back, the whole screen again', async ({
  page,
  isMobile,
  snap,
}) => {
  test.skip(!isMobile, 'the desktop has no orientation');
  await page.goto('/market/btcusdt');
  await waitForApp(page);
  await expect(page.getByRole('region', { name: 'Order book' })).toBeVisible();
  await page.setViewportSize({ width: 844, height: 390 });
  const chart = page.getByRole('region', { name: 'Price chart' });
  await expect(page.getByRole('region', { name: 'Order book' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  const box = await chart.boundingBox();
  // The chart takes the screen under the top bar: no page to scroll, nothing under it.
  expect(box && box.y + box.height).toBeGreaterThan(380);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeLessThanOrEqual(0);
  await snap('pair-landscape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Order book' })).toBeVisible();
});
