import { test, type Locator, type Page } from '@playwright/test';
import { mul, truncate } from '../../../../src/domain/precision';
import { market } from '../contract-engine';
import { showTab, switchToDemo } from '../contract-steps';
import { expect } from '../fixtures';
import { BTC_USDT } from '../spot-market';
import { shownRows } from '../spot-steps';
import type { RowSteps } from './steps';
import { say, sayPattern } from './texts';

/**
 * The rows of the contract terminal and the spot order that move money, on either form factor
 * and in the pass's language (item 11: the phone plays them in zh-CN): every control is found by
 * its test id or by the app's own words for it (texts.ts), never by English.
 */
const onPhone = () => test.info().project.use.isMobile === true;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const up = (page: Page) => named(page, say('contract.up'));
const available = (page: Page) => page.getByTestId('available');

/** The 30-second duration and an open amount. */
async function prepareOrder(page: Page, amount: string) {
  const duration = say('contract.duration.option').replace('{second}', '30');
  await page.getByRole('button', { name: new RegExp(`^${escape(duration)}`) }).click();
  await page.getByTestId('open-amount').fill(amount);
}

/** A real-money order asks once more before it is sent. */
async function confirmRealOrder(page: Page) {
  await expect(page.getByTestId('order-confirm')).toBeVisible();
  await named(page, say('contract.confirmOrder.ok')).click();
}

/** The one transfer sheet: beside the order on the desktop, opened from the assets panel on the phone. */
const transferSheet = (page: Page) => page.getByTestId('wallet-transfer');
const transferNext = (page: Page) =>
  transferSheet(page).getByRole('button', { name: say('wallet.transfer.next') });

const addDemoFunds = (page: Page) => named(page, say('contract.demoFunds.add').replace('{amount}', '10,000'));

export const contractOrder: RowSteps = {
  prepare: (page) => prepareOrder(page, '20'),
  first: async (page) => {
    await up(page).click();
    await confirmRealOrder(page);
  },
  control: up,
  kept: available,
};

export const contractTransfer: RowSteps = {
  prepare: async (page) => {
    if (onPhone()) await page.getByTestId('contract-transfer-open').click();
    else await showTab(page, 'Contract assets');
    await transferSheet(page).getByTestId('transfer-amount').fill('5');
  },
  first: async (page) => {
    await transferNext(page).click();
    await transferSheet(page).getByTestId('transfer-confirm').click();
  },
  control: transferNext,
  // The desktop's assets tab lists the balances; the phone's sheet lies over Available.
  kept: (page) =>
    onPhone() ? available(page) : page.getByTestId('assets-table').getByRole('rowheader', { name: 'USDT' }),
};

export const demoOrder: RowSteps = {
  prepare: async (page) => {
    await switchToDemo(page);
    await prepareOrder(page, '20');
  },
  first: (page) => up(page).click(),
  control: up,
  kept: available,
};

export const demoTopUp: RowSteps = {
  prepare: switchToDemo,
  first: (page) => addDemoFunds(page).click(),
  control: addDemoFunds,
  kept: available,
};

/** The spot order form of BTC/USDT, once its book has arrived (its best prices price the form). */
async function spotForm(page: Page): Promise<Locator> {
  await expect(page.locator('.pd-book__side--ask .pd-book__row').first()).toBeVisible({ timeout: 20_000 });
  return page.getByRole('region', { name: say('spot.order.title') });
}
const fieldOf = (form: Locator, id: string) => form.getByLabel(new RegExp(`^${sayPattern(id).source}`));
export const buyButton = (page: Page) =>
  page
    .getByRole('region', { name: say('spot.order.title') })
    .getByRole('button', { name: say('spot.order.submitBuy').replace('{coin}', 'BTC') });

/** A limit buy of 0.001 BTC 10% below the market: it rests (well over the 5 USDT minimum). */
export async function fillRestingBuy(page: Page) {
  const form = await spotForm(page);
  await fieldOf(form, 'spot.order.price').fill(truncate(mul(market.price(BTC_USDT, Date.now()), '0.9'), 2));
  await fieldOf(form, 'spot.order.amount').fill('0.001');
}

export const spotOrder: RowSteps = {
  prepare: fillRestingBuy,
  first: (page) => buyButton(page).click(),
  control: buyButton,
  kept: (page) => page.getByRole('region', { name: say('spot.order.title') }).getByTestId('spot-available'),
  applied: (page) => page.getByText(say('spot.order.created')).last(),
  appliedRows: shownRows,
  afterApplied: fillRestingBuy,
  lostAnswer: 'spot.order.unknown',
};
