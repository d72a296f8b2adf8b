import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { signUpOnSpot, spotForm, spotPath } from '../support/e2e/spot-steps';

// The order book as a trader reads it and uses it, in both form factors: the last price in its
// middle row, and the limit price that starts there.

const pairUrl = (isMobile: boolean) => (isMobile ? '/market/btcusdt' : '/pc/trade?symbol=btcusdt');
const book = (page: Page) => page.getByRole('region', { name: 'Order book' });

// English defaults to green for a rise.
const GREEN = 'rgb(46, 189, 133)';
const RED = 'rgb(246, 70, 93)';

test("the book's middle row shows the last price in the colour of its move, with the spread beside it @http", async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  await page.goto(pairUrl(isMobile));
  await waitForApp(page);
  const middle = book(page).getByTestId('book-middle');
  const lastPrice = middle.getByTestId('book-last-price');
  // The same last price as the pair's header shows (both come from the pair's ticker).
  await expect(lastPrice).toHaveText(/^[\d,]+\.\d{2}$/, { timeout: 20_000 });
  const header = page.getByTestId('pair-last');
  await expect.poll(async () => (await lastPrice.textContent()) === (await header.textContent())).toBe(true);
  await expect(middle.getByTestId('book-spread')).toHaveText(/^Spread [\d,]+\.\d{2}( \(\d+\.\d{3}%\))?$/);
  // Read as one phrase by a screen reader: the name of the figure comes with it.
  await expect(middle).toContainText('Last price');

  // The simulated market moves every second and the feed polls every 5 s: a new last price
  // arrives, and its colour and arrow say which way it went.
  const first = await lastPrice.textContent();
  await expect.poll(() => lastPrice.textContent(), { timeout: 15_000 }).not.toBe(first);
  const shown = await lastPrice.evaluate((cell) => ({
    colour: getComputedStyle(cell).color,
    arrow: cell.nextElementSibling?.textContent,
    price: Number(cell.textContent?.replace(/,/g, '')),
  }));
  const before = Number(first?.replace(/,/g, ''));
  expect(shown).toEqual(
    shown.price > before
      ? { colour: GREEN, arrow: '\u2191', price: shown.price }
      : { colour: RED, arrow: '\u2193', price: shown.price },
  );
  await snap('book-middle-row');
  await checkA11y();
});

test('the limit price starts at the last price once, and a price the trader typed stays @http', async ({
  page,
  isMobile,
  snap,
}) => {
  test.setTimeout(60_000);
  await signUpOnSpot(page, spotPath(isMobile, 'btcusdt'));
  const form = await spotForm(page);
  const price = form.getByLabel(/^Price/);
  const lastPrice = book(page).getByTestId('book-last-price');
  // Filled with the first last price, in the pair's places, as the book's middle row shows it.
  await expect(price).toHaveValue(/^\d+\.\d{2}$/, { timeout: 20_000 });
  const filled = await price.inputValue();
  await expect.poll(async () => (await lastPrice.textContent())?.replace(/,/g, '')).toBe(filled);
  await snap('spot-price-from-last');

  // The next prices leave the field alone.
  const atFill = await lastPrice.textContent();
  await expect.poll(() => lastPrice.textContent(), { timeout: 15_000 }).not.toBe(atFill);
  await expect(price).toHaveValue(filled);

  // What the trader types is never replaced.
  await price.fill('90000');
  const shown = await lastPrice.textContent();
  await expect.poll(() => lastPrice.textContent(), { timeout: 15_000 }).not.toBe(shown);
  await expect(price).toHaveValue('90000');
});

test('the book is one Tab stop whose arrow keys, Home and End move between its rows, and Enter or Space picks a price @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.skip(isMobile, 'the phone shares the book; keys are a desktop way in');
  test.setTimeout(60_000);
  await signUpOnSpot(page, spotPath(false, 'btcusdt'));
  const form = await spotForm(page);
  const focusedName = () =>
    page.evaluate(() => {
      const row = document.activeElement;
      if (!row?.classList.contains('pd-book__row')) return null;
      const ids = (row.getAttribute('aria-labelledby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    });
  const priceOf = (name: string | null) => /Use price ([\d,.]+)/.exec(name ?? '')?.[1]?.replace(/,/g, '');

  // From the grouping choice, one Tab lands on the best ask; the rows are not Tab stops of their own.
  await book(page).getByRole('combobox', { name: 'Price grouping' }).focus();
  await page.keyboard.press('Tab');
  await expect.poll(focusedName).toMatch(/^Use price [\d,]+\.\d{2} \(Sell\)$/);
  await expect(book(page).locator('.pd-book__row[tabindex="0"]')).toHaveCount(1);
  await expect(book(page).locator('.pd-book__row:focus')).toBeFocused();

  // Down across the middle row: the best bid.
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedName).toMatch(/\(Buy\)$/);
  await snap('book-keyboard-focus');
  await page.keyboard.press('End');
  const lastBid = await focusedName();
  expect(lastBid).toMatch(/\(Buy\)$/);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel(/^Price/)).toHaveValue(priceOf(lastBid) ?? 'none');

  await page.keyboard.press('Home');
  const topAsk = await focusedName();
  expect(topAsk).toMatch(/\(Sell\)$/);
  await page.keyboard.press('ArrowUp');
  expect(await focusedName()).toBe(topAsk);
  await page.keyboard.press('Space');
  await expect(form.getByLabel(/^Price/)).toHaveValue(priceOf(topAsk) ?? 'none');

  // Tab leaves the book in one step; Shift+Tab comes back to the row last focused.
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBeNull();
  await page.keyboard.press('Shift+Tab');
  await expect.poll(focusedName).toMatch(/\(Sell\)$/);
  await expect(book(page).locator('.pd-book__row[tabindex="0"]')).toHaveCount(1);
  await checkA11y();
});

test("the terminal's pair name opens a searchable pair list with favourites and quote tabs, and a pair there opens its terminal", async ({
  page,
  isMobile,
  checkA11y,
}) => {
  test.skip(isMobile, 'the phone picks pairs on its market tab');
  await page.goto('/pc/trade?symbol=btcusdt');
  await waitForApp(page);
  const picker = page.getByTestId('pair-picker');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BTC/USDT');
  await picker.click();
  const list = page.getByRole('dialog', { name: 'Pairs' });
  // The search takes the keyboard at once; it narrows the list as the trader types.
  await expect(list.getByRole('searchbox', { name: 'Search coin' })).toBeFocused();
  await page.keyboard.type('eth');
  await expect(list.getByRole('link', { name: /ETH\s*\/USDT/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /BTC\s*\/USDT/ })).toHaveCount(0);
  await list.getByRole('button', { name: 'Add ETH/USDT to favourites' }).click();
  await list.getByRole('tab', { name: 'Favourites' }).click();
  await expect(list.getByRole('link')).toHaveText([/ETH\s*\/USDT$/]);
  await checkA11y();
  // Escape closes the list and gives the keyboard back to the name.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(picker).toBeFocused();
  await picker.click();
  await page
    .getByRole('dialog', { name: 'Pairs' })
    .getByRole('link', { name: /ETH\s*\/USDT/ })
    .click();
  await expect(page).toHaveURL(/\/pc\/trade\?symbol=ethusdt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ETH/USDT');
  await expect(page.getByRole('dialog', { name: 'Pairs' })).toBeHidden();
});
