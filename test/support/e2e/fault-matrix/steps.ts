import type { Locator, Page } from '@playwright/test';
import { prepareOrder, showTab, switchToDemo } from '../contract-steps';
import { expect, waitForApp } from '../fixtures';
import { field, fillCode, PASSWORD, uniqueEmail } from '../session-steps';
import type { MatrixKey } from './calls';

/** What a row does on its page; see calls.ts for the same rows in words. */
export interface RowSteps {
  /** After the page is open: what the call needs first (a form filled, an address saved). */
  prepare?(page: Page, user: { email: string }): Promise<void>;
  /** Makes the call the first time. */
  first(page: Page): Promise<void>;
  /** Makes it again after a failure (Retry, the button again); `first` when absent. */
  again?(page: Page): Promise<void>;
  /** Where the message must show; anywhere on the page when absent. */
  message?(page: Page, text: string): Locator;
  /** The control that must be usable again once the failure is told. */
  control?(page: Page): Locator;
  /** Data shown before the fault that must still be shown after it. */
  kept?(page: Page): Locator;
}

/** A client-side navigation, as a link in the app makes: the screen mounts again and reloads. */
export async function spaGo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Leaves the screen for home and comes back: its data loads anew. Home must have replaced
 * the screen first (the router keeps a screen up while the next one's code loads).
 */
const remount = (screen: string) => async (page: Page) => {
  const title = (await page.locator('h1').first().innerText()).trim();
  await spaGo(page, '/pc/main');
  await expect(page.locator('h1').first()).not.toHaveText(title);
  await spaGo(page, screen);
  await expect(page.locator('h1').first()).toHaveText(title);
};

const alertWith = (page: Page, prefix: string) => page.getByRole('alert').filter({ hasText: prefix });
const retryIn = (alert: (page: Page) => Locator) => async (page: Page) =>
  alert(page).first().getByRole('button', { name: 'Retry' }).click();
const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });

const configAlert = (page: Page) => alertWith(page, 'The contract settings could not be loaded.');
const balancesAlert = (page: Page) => alertWith(page, 'The balances could not be loaded.');
const recordsAlert = (page: Page) => page.getByTestId('asset-records').getByRole('alert');
const listAlert = (page: Page) => alertWith(page, 'The list could not be loaded.');
const topUpAlert = (page: Page) => alertWith(page, 'The top-up amounts could not be loaded.');
const balanceRow = (page: Page) => page.getByTestId('assets-table').getByRole('rowheader', { name: 'USDT' });
const demoTab = (page: Page) => page.getByTestId('account-demo').click();
/** The pair page and the market list poll every 5 s, and back off after a failure: step past it. */
const nextPoll = (page: Page) => page.clock.fastForward(60_000);

/** The terminal's bottom tab that holds the balances and asset records. */
const openAssets = (page: Page) => showTab(page, 'Contract assets');
const available = (page: Page) => page.getByTestId('available');

/**
 * A read of the contract terminal. Its alert shows where the data would: in the assets tab
 * (opened first, and again after each remount) or in the side column and positions tab,
 * which show by default.
 */
const contractRead = (alert: (page: Page) => Locator, where: 'assets' | 'default' = 'assets'): RowSteps => ({
  ...(where === 'assets' ? { prepare: openAssets } : {}),
  first: async (page) => {
    await remount('/pc/scontract')(page);
    if (where === 'assets') await openAssets(page);
  },
  again: retryIn(alert),
  message: (page, text) => alert(page).filter({ hasText: text }).first(),
  control: (page) => alert(page).first().getByRole('button', { name: 'Retry' }),
  kept: where === 'assets' ? balanceRow : available,
});

const demoRead = (alert: (page: Page) => Locator, where: 'assets' | 'default' = 'default'): RowSteps => ({
  first: async (page) => {
    await demoTab(page);
    if (where === 'assets') await openAssets(page);
  },
  again: retryIn(alert),
  message: (page, text) => alert(page).filter({ hasText: text }).first(),
  control: (page) => alert(page).first().getByRole('button', { name: 'Retry' }),
  kept: (page) => page.getByTestId('demo-marker').first(),
});

const pairPoll: RowSteps = {
  first: nextPoll,
  kept: (page) => page.getByRole('heading', { name: /BTC\s*\/\s*USDT/ }).first(),
};

const TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

async function fillAddress(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Label').fill(label);
  await page.getByLabel('Network').selectOption('TRC20');
  await page.getByLabel('Address', { exact: true }).fill(TRON_ADDRESS);
}

async function fillRegister(page: Page) {
  await field(page, 'Email').fill(uniqueEmail('matrixreg'));
  await fillCode(page, true);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByText('I have read and agree to the user agreement').click();
}

/** A read whose screen is opened anew, then retried from its alert. */
const screenRead = (screen: string, alert: (page: Page) => Locator, retry = 'Retry'): RowSteps => ({
  first: remount(screen),
  again: async (page) => alert(page).first().getByRole('button', { name: retry }).click(),
  message: (page, text) => alert(page).filter({ hasText: text }).first(),
  control: (page) => alert(page).first().getByRole('button', { name: retry }),
});

export const STEPS: Record<MatrixKey, RowSteps> = {
  'contract.durationConfig': contractRead(configAlert),
  'params.param': contractRead(configAlert),
  'contract.assets': contractRead(balancesAlert),
  'contract.assetRecords': contractRead(recordsAlert),
  'contract.orders': contractRead(listAlert, 'default'),
  'contract.createOrder': {
    prepare: (page) => prepareOrder(page, 30, '20'),
    first: (page) => button('Up')(page).click(),
    control: button('Up'),
    kept: available,
  },
  'contract.transfer': {
    prepare: async (page) => {
      await openAssets(page);
      await page.getByLabel('Transfer amount').fill('5');
    },
    first: (page) => button('Transfer')(page).click(),
    control: button('Transfer'),
    kept: balanceRow,
  },
  'demoContract.durationConfig': demoRead(configAlert),
  'demoContract.assets': demoRead(balancesAlert, 'assets'),
  'demoContract.assetRecords': demoRead(recordsAlert, 'assets'),
  'demoContract.orders': demoRead(listAlert),
  'demoContract.assetsConfig': demoRead(topUpAlert),
  'demoContract.createOrder': {
    prepare: async (page) => {
      await switchToDemo(page);
      await prepareOrder(page, 30, '20');
    },
    first: (page) => button('Up')(page).click(),
    control: button('Up'),
    kept: available,
  },
  'demoContract.addAmount': {
    prepare: switchToDemo,
    first: (page) => button('Add 10,000 USDT')(page).click(),
    control: button('Add 10,000 USDT'),
    kept: available,
  },
  'market.tickersByQuote': {
    first: nextPoll,
    kept: (page) => page.getByRole('row').filter({ hasText: 'BTC/USDT' }),
  },
  'market.kline': pairPoll,
  'market.depth': pairPoll,
  'market.deals': pairPoll,
  'market.ticker': pairPoll,
  'user.login': {
    prepare: async (page, user) => {
      await field(page, 'Email').fill(user.email);
      await fillCode(page, true);
      await field(page, 'Password').fill(PASSWORD);
    },
    first: (page) => button('Log in')(page).click(),
    control: button('Log in'),
  },
  'user.register': {
    prepare: fillRegister,
    first: (page) => button('Register')(page).click(),
    control: button('Register'),
  },
  'user.sendEmailCode': {
    prepare: (page) => field(page, 'Email').fill(uniqueEmail('matrixcode')),
    first: (page) => page.getByTestId('send-code').click(),
    control: (page) => page.getByTestId('send-code'),
  },
  'user.sendEmailCodeForget': {
    prepare: (page, user) => field(page, 'Email').fill(user.email),
    first: (page) => page.getByTestId('send-code').click(),
    control: (page) => page.getByTestId('send-code'),
  },
  'user.forgetPassword': {
    prepare: async (page, user) => {
      await field(page, 'Email').fill(user.email);
      const answer = page.waitForResponse((r) => r.url().includes('/user/sendEmailCodeForget'));
      await page.getByTestId('send-code').click();
      const body = (await (await answer).json()) as { data?: { demoCode?: string } };
      await field(page, 'Email verification code').fill(body.data?.demoCode ?? '');
      await field(page, 'New password').fill('brand-new-pass-2');
      await field(page, 'Confirm new password').fill('brand-new-pass-2');
    },
    first: (page) => page.getByRole('button', { name: 'Reset password' }).click(),
    control: (page) => page.getByRole('button', { name: 'Reset password' }),
  },
  'user.updatePassword': {
    prepare: async (page) => {
      await field(page, 'Current password').fill(PASSWORD);
      await fillCode(page, true);
      await field(page, 'New password').fill('brand-new-pass-2');
      await field(page, 'Confirm new password').fill('brand-new-pass-2');
    },
    first: (page) => page.getByRole('button', { name: 'Change password' }).click(),
    control: (page) => page.getByRole('button', { name: 'Change password' }),
  },
  'params.customer': {
    first: (page) => page.getByTestId('cs-button').click(),
    control: (page) => page.getByTestId('cs-button'),
  },
  'wallet.spotAssets': {
    first: remount('/pc/account/assert/2'),
    again: retryIn((page) => alertWith(page, 'The balances could not be loaded.')),
    control: (page) =>
      alertWith(page, 'The balances could not be loaded.').getByRole('button', { name: 'Retry' }),
  },
  'addressBook.list': {
    first: remount('/pc/setting/address'),
    again: (page) => page.getByRole('button', { name: 'Retry' }).click(),
    control: (page) => page.getByRole('button', { name: 'Retry' }),
  },
  'addressBook.add': {
    prepare: (page) => fillAddress(page, 'Cold wallet'),
    first: (page) => button('Save')(page).click(),
    message: (page, text) => page.getByRole('form').getByRole('alert').filter({ hasText: text }),
    control: button('Save'),
  },
  'exchange.records': screenRead(
    '/pc/account/dui',
    (page) => page.getByTestId('exchange-records').getByRole('alert'),
    'Try again',
  ),
  'ledger.entries': {
    ...screenRead('/pc/account/trade', (page) => page.getByTestId('ledger-list').getByRole('alert')),
    kept: (page) => page.getByRole('button', { name: 'Export CSV' }),
  },
  'deposit.address': screenRead('/pc/account/recharge', (page) =>
    alertWith(page, 'The address could not be loaded'),
  ),
  'deposit.records': screenRead('/pc/account/recharge', (page) =>
    page.getByTestId('deposit-records').getByRole('alert'),
  ),
  'addressBook.remove': {
    prepare: async (page) => {
      await fillAddress(page, 'Old wallet');
      await button('Save')(page).click();
      await expect(page.getByTestId('address-row')).toHaveCount(1);
    },
    first: async (page) => {
      await page.getByTestId('address-row').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    },
    control: (page) => page.getByTestId('address-row').getByRole('button', { name: 'Delete' }),
    kept: (page) => page.getByTestId('address-row'),
  },
};

export { waitForApp };
