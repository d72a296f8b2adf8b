import type { Locator, Page } from '@playwright/test';
import { formatCoinAmount, formatFineAmount, mul, truncate } from '../../src/domain/precision';
import { market } from '../support/e2e/contract-engine';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { clearFault, setFaults } from '../support/e2e/reference-faults';
import { openSignedIn } from '../support/e2e/seeded-user';
import { isHttpProject } from '../support/e2e/session-steps';
import { installTestClock } from '../support/e2e/test-clock';
import { afterCost, BTC_USDT, buyCost, soonestCrossingBuy } from '../support/e2e/spot-market';
import {
  showSpotTab,
  shownRows,
  signUpOnSpot,
  spotForm,
  spotPath,
  spotToast,
} from '../support/e2e/spot-steps';

// Spot trading end to end, in both form factors and (tagged @http) both backends.

const DEPTH = '/huobi/getHuobiContractDepthV2';
/** Total and fee as the form shows them: per coin, whole to the 8-place cut (never 0.00). */
const usdt = (value: string) => `${formatFineAmount(value, 'USDT')} USDT`;
/** Available as the form shows it: per coin (USDT with 2 places, other coins without trailing zeros). */
const available = (value: string, coin = 'USDT') => `${formatCoinAmount(value, coin)} ${coin}`;

/** Counts the order requests an http-mode page sends (demo mode sends none). */
function countOrders(page: Page) {
  const sent = { orders: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/spot/createOrder')) sent.orders += 1;
  });
  return sent;
}

test('a limit buy rests, fills when the simulated price crosses it, and moves exactly price x amount + fee @clock', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const clock = await installTestClock(page, testInfo.project.name);
  await signUpOnSpot(page, isMobile ? '/market' : '/pc/market');
  // The pair the market reaches soonest; the phone comes from its pair screen's Buy.
  const crossing = soonestCrossingBuy(clock.now());
  const { base } = crossing.pair;
  await page.goto(isMobile ? `/market/${crossing.symbol}` : spotPath(false, crossing.symbol));
  await waitForApp(page);
  let picked: string | null = null;
  if (isMobile) {
    await expect(page.locator('.pd-book__row').first()).toBeVisible({ timeout: 20_000 });
    await snap('spot-pair-buy-sell');
    // A price picked on the pair screen's book goes with Buy into the order form.
    picked = await page
      .locator('.pd-book__side--bid .pd-book__row')
      .first()
      .evaluate((button: HTMLElement) => {
        button.click();
        return (button.querySelector('.pd-book__price')?.textContent ?? '').replace(/,/g, '');
      });
    await page.getByRole('link', { name: 'Buy', exact: true }).click();
  }
  const form = await spotForm(page);
  if (picked !== null) await expect(form.getByLabel(/^Price/)).toHaveValue(picked);
  await expect(form.getByTestId('spot-available')).toHaveText(available('10000'));

  const { total, fee, cost } = buyCost(crossing.price, crossing.amount);
  // Typed with more places than the pair has: the field cuts them (these pairs' prices have 2).
  await form.getByLabel(/^Price/).fill(`${crossing.price}99`);
  await expect(form.getByLabel(/^Price/)).toHaveValue(crossing.price);
  await form.getByLabel(/^Amount/).fill(crossing.amount);
  await expect(form.getByTestId('spot-total')).toHaveText(usdt(total));
  await expect(form.getByTestId('spot-fee')).toHaveText(usdt(fee));
  await snap('spot-limit-entry');
  await form.getByRole('button', { name: `Buy ${base}` }).click();
  await expect(spotToast(page, isMobile, 'Order placed')).toBeVisible();

  // Resting: one open order, price x amount + fee frozen out of the available USDT.
  await expect(shownRows(page)).toHaveCount(1);
  await expect(shownRows(page).first()).toContainText('Open');
  await expect(form.getByTestId('spot-available')).toHaveText(available(afterCost(cost)));
  await snap('spot-limit-resting');
  await checkA11y();

  // The market reaches the price at a known knot: the clock moves there, the next poll shows the fill.
  await clock.advanceTo(crossing.at + 1_000);
  await expect(shownRows(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(form.getByTestId('spot-available')).toHaveText(available(afterCost(cost)));
  await form.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(form.getByTestId('spot-available')).toHaveText(available(crossing.amount, base));
  await showSpotTab(page, 'Trade history');
  await expect(shownRows(page)).toHaveCount(1);
  // Per coin (issue 27 item 9): the amount without trailing zeros, the fee whole to its cut.
  await expect(shownRows(page).first()).toContainText(`${formatFineAmount(fee, 'USDT')} USDT`);
  const amountCell = (row: Locator) =>
    row.getByText(formatCoinAmount(crossing.amount, base), { exact: true }).first();
  await expect(amountCell(shownRows(page).first())).toBeVisible();
  await expect(shownRows(page).first()).toContainText('Maker');
  await showSpotTab(page, 'Order history');
  await expect(shownRows(page).first()).toContainText('Filled');
  await expect(amountCell(shownRows(page).first())).toBeVisible();
  await showSpotTab(page, 'Assets');
  const usdtRow = shownRows(page).filter({ hasText: 'USDT' });
  await expect(usdtRow).toContainText(formatCoinAmount(afterCost(cost), 'USDT'));
  await snap('spot-limit-filled');
});

test('a market buy sized by its total spends that total, and a market sell fills across the book at the average the screen predicted @http', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUpOnSpot(page, spotPath(isMobile, 'dogeusdt'));
  const form = await spotForm(page);
  await form.getByRole('button', { name: 'Market', exact: true }).click();
  // 9,000 USDT of DOGE, sized in USDT: more than most single levels of the book hold (see below).
  await form.getByRole('group', { name: 'Order size in' }).getByRole('button', { name: 'Total' }).click();
  await form.getByLabel('Total (USDT)').fill('9000');
  await expect(form.getByTestId('spot-expected-amount')).toContainText('DOGE');
  // Every label and figure of the summary and the preview on one line, at 390 px too.
  const linesOf = form.locator('.spot-form__summary dt, .spot-form__summary dd').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
  );
  expect(await linesOf).toEqual(Array(12).fill(1));
  await snap('spot-market-buy-by-total');
  const sent: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/spot/createOrder'))
      sent.push(new URLSearchParams(request.postData() ?? ''));
  });
  await form.getByRole('button', { name: 'Buy DOGE' }).click();
  const toast = spotToast(page, isMobile, 'Filled');
  await expect(toast).toBeVisible();
  const bought = /Filled ([\d,.]+) DOGE/.exec(await toast.innerText())?.[1] ?? 'none';
  // Over http the order carries the total (an assumed field) beside the book's estimate.
  expect(sent.map((body) => body.get('total'))).toEqual(isHttpProject(testInfo.project.name) ? ['9000'] : []);
  // The fills spent the 9,000 (to within one unit of amount) and the 0.1 % fee on top.
  await expect(form.getByTestId('spot-available')).toHaveText(/^991\.00\d* USDT$/);
  await showSpotTab(page, 'Assets');
  // The toast tells the fill to the cut; the assets row shows DOGE without trailing zeros.
  await expect(shownRows(page).filter({ hasText: 'DOGE' })).toContainText(
    formatCoinAmount(bought.replaceAll(',', ''), 'DOGE'),
  );

  await form.getByRole('button', { name: 'Sell', exact: true }).click();
  await form.getByRole('button', { name: '100% of available' }).click();
  await expect(form.getByTestId('spot-slippage')).not.toHaveText('0.000%');
  // Read the estimate right after a new book arrives, so the order leaves on the same book,
  // and one whose best bid cannot take the whole sale, so it fills across levels (a level
  // holds up to a third of the pair's mean volume: one in a few books could take it all).
  const selling = Number(await form.getByLabel(/^Amount/).inputValue());
  const book = page.getByRole('region', { name: 'Order book' });
  const bookNow = () =>
    book.evaluate((region) => {
      const best = region.querySelector('.pd-book__side--bid .pd-book__row');
      const amount = best?.children[2]?.textContent ?? '';
      return { text: region.textContent ?? '', bestBid: Number(amount.replace(/,/g, '')) };
    });
  const shown = (await bookNow()).text;
  await expect
    .poll(
      async () => {
        const now = await bookNow();
        return now.text !== shown && now.bestBid > 0 && now.bestBid < selling;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const predicted = await form.getByTestId('spot-average').innerText();
  await snap('spot-market-preview');
  await form.getByRole('button', { name: 'Sell DOGE' }).click();
  await expect(spotToast(page, isMobile, `at an average of ${predicted}`)).toBeVisible();

  await showSpotTab(page, 'Trade history');
  // Across levels: the sale is more than one trade, each at its level's price.
  await expect(shownRows(page).filter({ hasText: 'Sell' })).not.toHaveCount(1);
  expect(await shownRows(page).filter({ hasText: 'Sell' }).count()).toBeGreaterThan(1);
  await snap('spot-market-sold');
});

test('refuses before sending, asks before a price far through the market, places one order for a double click, and a cancel returns the frozen funds @http', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const http = isHttpProject(testInfo.project.name);
  await signUpOnSpot(page, isMobile ? '/' : spotPath(false, 'btcusdt'));
  if (isMobile) await page.getByTestId('product-spot').click();
  const form = await spotForm(page);
  const sent = countOrders(page);
  const now = market.price(BTC_USDT, Date.now());

  // A click on a book row or on a deal fills the price with it (read and clicked in one step:
  // the book is redrawn every few seconds).
  const clickPrice = (target: Locator) =>
    target.evaluate((button: HTMLElement) => {
      const shown = (button.querySelector('.pd-book__price') ?? button).textContent ?? '';
      button.click();
      return shown.replace(/,/g, '');
    });
  const bidPrice = await clickPrice(page.locator('.pd-book__side--bid .pd-book__row').first());
  await expect(form.getByLabel(/^Price/)).toHaveValue(bidPrice);
  if (isMobile) await page.getByRole('button', { name: 'Deals', exact: true }).click();
  const deals = page.getByRole('region', { name: 'Recent deals' });
  const dealPrice = await clickPrice(deals.getByRole('button', { name: /^Use price / }).first());
  await expect(form.getByLabel(/^Price/)).toHaveValue(dealPrice);

  const buy = form.getByRole('button', { name: 'Buy BTC' });
  const low = truncate(mul(now, '0.9'), 2);
  await form.getByLabel(/^Price/).fill(low);
  await form.getByLabel(/^Amount/).fill('1');
  // Enter in a field places the order as the button does, through the same checks.
  await form.getByLabel(/^Amount/).press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Insufficient available balance');

  await form.getByLabel(/^Price/).fill(truncate(mul(now, '1.2'), 2));
  await form.getByLabel(/^Amount/).fill('0.01');
  await buy.click();
  const confirm = form.getByRole('alertdialog', { name: 'This price is more than 10% away from the market' });
  await expect(confirm).toBeVisible();
  await snap('spot-fat-finger');
  await confirm.getByRole('button', { name: 'Change price' }).click();
  await expect(confirm).toBeHidden();
  expect(sent.orders).toBe(0);

  const { cost } = buyCost(low, '0.01');
  await form.getByLabel(/^Price/).fill(low);
  await buy.dblclick();
  await expect(spotToast(page, isMobile, 'Order placed')).toBeVisible();
  await expect(shownRows(page)).toHaveCount(1);
  await expect(form.getByTestId('spot-available')).toHaveText(available(afterCost(cost)));
  if (http) expect(sent.orders).toBe(1);

  await shownRows(page)
    .first()
    .getByRole('button', { name: /^Cancel the Buy order/ })
    .click();
  await expect(spotToast(page, isMobile, '1 order cancelled')).toBeVisible();
  await expect(shownRows(page)).toHaveCount(0);
  await expect(form.getByTestId('spot-available')).toHaveText(available('10000'));
  await showSpotTab(page, 'Order history');
  await expect(shownRows(page).first()).toContainText('Cancelled');
  await snap('spot-cancelled');
});

/** Every area of the terminal inside the first 1440x900 screen, the chart the largest. */
async function expectTerminalInView(page: Page, areas: string[]) {
  const boxes = await page.evaluate((names) => {
    return names.map((name) => {
      const box = document.querySelector(`.dt-terminal__${name}`)?.getBoundingClientRect();
      return box ? { name, top: box.top, bottom: box.bottom, area: box.width * box.height } : null;
    });
  }, areas);
  for (const box of boxes) {
    expect(box, 'area shown').not.toBeNull();
    expect(box?.top).toBeGreaterThanOrEqual(0);
    expect(box?.bottom).toBeLessThanOrEqual(900);
  }
  const chart = boxes.find((box) => box?.name === 'chart')?.area ?? 0;
  for (const box of boxes) expect(chart).toBeGreaterThanOrEqual(box?.area ?? 0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test('the coin center and the seconds contract are trading terminals in one 1440x900 screen', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.skip(isMobile, 'the terminal is the desktop layout');
  await signUpOnSpot(page, spotPath(false, 'ethusdt'));
  await spotForm(page);
  await expectTerminalInView(page, ['header', 'chart', 'market', 'entry', 'bottom']);
  await page.goto('/pc/scontract');
  await expect(page.getByTestId('contract-chart').locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await expectTerminalInView(page, ['header', 'chart', 'entry', 'bottom']);
  await snap('scontract-terminal');
  await checkA11y();
});

test('the desktop lists page by ten, by click and by keyboard', async ({ page, isMobile, checkA11y }) => {
  test.skip(isMobile, 'the phone lists load more as they scroll');
  test.setTimeout(120_000);
  await signUpOnSpot(page, spotPath(false, 'btcusdt'));
  const form = await spotForm(page);
  // Eleven limit buys far under the market rest as open orders: two pages.
  for (let i = 1; i <= 11; i += 1) {
    await form.getByLabel(/^Price/).fill(String(1000 + i));
    await form.getByLabel(/^Amount/).fill('0.01');
    await form.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByRole('tab', { name: `Open orders (${i})` })).toBeVisible();
  }
  const pages = page.getByRole('navigation', { name: 'Spot orders' });
  await expect(shownRows(page)).toHaveCount(10);
  await expect(shownRows(page).first()).toContainText('1,011.00');
  await pages.getByTitle('2', { exact: true }).click();
  await expect(shownRows(page)).toHaveCount(1);
  await expect(shownRows(page).first()).toContainText('1,001.00');
  await checkA11y();
  await pages.getByTitle('Previous Page').focus();
  await page.keyboard.press('Enter');
  await expect(shownRows(page)).toHaveCount(10);
});

test('an order typed before the first order book is refused with the reason, and nothing is sent @http', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!isHttpProject(testInfo.project.name), 'the reference server holds the book back');
  const user = await openSignedIn(page, isMobile ? '/my' : '/pc/about/us', { tag: 'nobook' });
  // The book's answer is held far past the app's deadline: the screen has no book to price on.
  await setFaults(page, { [DEPTH]: { latencyMs: 60_000 } });
  try {
    await page.goto(spotPath(isMobile, 'btcusdt'));
    await waitForApp(page);
    const sent = countOrders(page);
    const form = page.getByRole('region', { name: 'Spot order' });
    await form.getByLabel(/^Price/).fill('100');
    await form.getByLabel(/^Amount/).fill('0.01');
    await form.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Waiting for the order book: no order before you see the prices',
    );
    expect(sent.orders).toBe(0);
  } finally {
    await clearFault(DEPTH, user.token);
  }
});
