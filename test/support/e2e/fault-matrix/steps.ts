import type { Locator, Page } from '@playwright/test';
import { showTab } from '../contract-steps';
import { expect, waitForApp } from '../fixtures';
import { callServer } from '../reference-call';
import { fillIdentityForm } from '../id-photo';
import { control, REFERENCE_SERVER } from '../servers';
import { field, fillCode, PASSWORD, uniqueEmail } from '../session-steps';
import { shownRows, showSpotTab } from '../spot-steps';
import { emailCode, equipOnServer, type WalletSeed } from '../wallet-seed';
import type { MatrixKey } from './calls';
import { say, sayPattern } from './texts';
import {
  buyButton,
  contractOrder,
  contractTransfer,
  demoOrder,
  demoTopUp,
  fillRestingBuy,
  spotOrder,
} from './trading-steps';

/** What a row does on its page; see calls.ts for the same rows in words. */
export interface RowSteps {
  /** After the page is open: what the call needs first (a form filled, an address saved). */
  prepare?(page: Page, user: { email: string; token: string }): Promise<void>;
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
  /** The id of a money call's own words for a lost answer (texts.ts reads it in the pass's locale). */
  lostAnswer?: string;
  /** What shows once the screen has found a call the server applied (it reconciles). */
  applied?(page: Page): Locator;
  /** What the call adds to a list on the screen: one more for each call the server applied. */
  appliedRows?(page: Page): Locator;
  /** After a call the server applied: back to where the next press makes the call again. */
  afterApplied?(page: Page): Promise<void>;
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

/** Where the authenticator's key would show when it could not be created. */
const keyAlert = (page: Page) => alertWith(page, 'The key could not be created');

/** The 7-day finance product on its list, and its purchase sent through the confirmation. */
const financeCard = (page: Page) => page.locator('[data-product="finance-usdt-7"]');
async function openPurchase(page: Page) {
  const card = financeCard(page);
  await card.getByTestId('product-buy').click();
  await card.getByTestId('purchase-amount').fill('100');
  await card.getByTestId('purchase-agree').check();
}
async function buyFinance(page: Page) {
  await financeCard(page).getByTestId('purchase-submit').click();
  await financeCard(page).getByTestId('purchase-confirm-button').click();
}

/** The confirmation of the first holding still to redeem. */
const openRedeem = (page: Page) => page.getByTestId('holding-redeem').first().click();

/** The subscribe form of a project that stays open through every test run. */
const subscribeForm = (page: Page) => page.getByTestId('subscribe-form');
const fillSubscription = (page: Page) => subscribeForm(page).getByTestId('subscribe-amount').fill('100');

/** The spot terminal (its order form and resting buy: trading-steps.ts). */
const SPOT = '/pc/trade';

/** One open order of the pair, placed on the screen. */
async function restingOrder(page: Page) {
  await fillRestingBuy(page);
  await buyButton(page).click();
  await expect(shownRows(page)).toHaveCount(1);
}

const cancelRow = (page: Page) =>
  shownRows(page)
    .first()
    .getByRole('button', { name: /^Cancel the Buy order/ });
const cancelAll = (page: Page) =>
  page.locator('.sp-table__tools').getByRole('button', { name: 'Cancel all' });

/** The list of the bottom tab shown: its alert and Retry. */
const tabAlert = (page: Page) => page.getByRole('tabpanel').getByRole('alert');

/** A spot list, opened anew with its screen (and its tab), retried from its alert. */
const spotList = (tab?: string): RowSteps => ({
  first: async (page) => {
    await remount(SPOT)(page);
    if (tab) await showSpotTab(page, tab);
  },
  again: retryIn(tabAlert),
  message: (page, text) => tabAlert(page).filter({ hasText: text }),
  control: (page) => tabAlert(page).getByRole('button', { name: 'Retry' }),
});

const EXCHANGE = '/pc/account/dui';
const convertAlert = (page: Page) => page.getByTestId('convert-form').getByRole('alert');
const convertAvailable = (page: Page) => page.getByTestId('convert-available');

/** 100 USDT to BTC, quoted and up for confirmation. */
async function convertToConfirm(page: Page) {
  const amount = page.getByTestId('convert-amount');
  if ((await amount.inputValue()) === '') await amount.fill('100');
  await expect(page.getByTestId('convert-quote')).toHaveAttribute('data-quote-id', /.+/);
  // After a timeout the page's clock is ahead of the server's until the app has re-learnt the
  // offset: a quote it sees with seconds left is one a confirm will send.
  const seconds = say('convert.countdown').replace('{seconds}', '[3-9]');
  await expect(page.getByTestId('convert-countdown')).toHaveText(new RegExp(seconds));
  await page.getByTestId('convert-review').click();
  await expect(page.getByTestId('convert-confirm-button')).toBeEnabled();
}

const WITHDRAW = '/pc/account/withdrawel';
const FUND_PASSWORD = '135790';
const SAVED = { label: 'Cold wallet', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' };

/** Gives the user what the withdraw screen needs, then opens the screen anew (the profile is read at start). */
const equipped =
  (seed: Omit<WalletSeed, 'tag'>) =>
  async (page: Page, user: { email: string; token: string }): Promise<void> => {
    await equipOnServer(REFERENCE_SERVER, user, seed);
    await page.reload();
    await waitForApp(page);
  };

/** The code of the withdrawal form; the server keeps it until a withdrawal uses it. */
let withdrawCode = '';

async function fillWithdrawal(page: Page) {
  await page
    .getByTestId('withdraw-saved-address')
    .selectOption({ label: `${SAVED.label} · TRC20 · TJRabP…RTv8` });
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-fund-password').fill(FUND_PASSWORD);
  await page.getByTestId('withdraw-code').fill(withdrawCode);
}

async function sendWithdrawal(page: Page) {
  await page.getByTestId('withdraw-next').click();
  await page.getByTestId('withdraw-confirm-button').click();
}

/** The fund-password form, opened from the withdraw screen's gate. */
const openFundForm = (page: Page) => page.getByTestId('withdraw-set-fund').click();

/** The security centre's session list, and its alerts (a failed load, a failed sign-out). */
const sessionsPanel = (page: Page) => page.getByTestId('sessions');
const sessionsAlert = (page: Page) => sessionsPanel(page).getByRole('alert');

/** The same user logs in on another device (over the API), then the screen shows both sessions. */
async function signInElsewhere(page: Page, user: { email: string }) {
  const code = await emailCode(REFERENCE_SERVER, '/user/sendEmailCode', { email: user.email, type: 'login' });
  await callServer(REFERENCE_SERVER, '/user/login', { account: user.email, code, password: PASSWORD });
  await remount('/pc/setting/safty')(page);
  await expect(page.getByTestId('session-row')).toHaveCount(2);
}

/** A sign-out pressed, then confirmed in the dialog. */
const confirmedSignOut = (press: (page: Page) => Locator) => async (page: Page) => {
  await press(page).click();
  await page.getByTestId('sessions-confirm-yes').click();
};

/** Codes typed into the register form, each new (a pair already checked is not asked again). */
let typedCodes = 0;

/**
 * Opens a popconfirm with `opener` and presses its `name` button. The popup of the last press
 * must have closed first: pressed again while it still fades out, the opener catches the popup
 * mid-motion, and the press on its button can come to nothing.
 */
async function confirmInPopup(page: Page, opener: Locator, name: string) {
  const popup = page.getByRole('tooltip');
  await expect(popup).toBeHidden();
  await opener.click();
  await popup.getByRole('button', { name }).click();
}

export const STEPS: Record<MatrixKey, RowSteps> = {
  'contract.durationConfig': contractRead(configAlert),
  'params.param': contractRead(configAlert),
  'contract.assets': contractRead(balancesAlert),
  'contract.assetRecords': contractRead(recordsAlert),
  'contract.orders': contractRead(listAlert, 'default'),
  'contract.createOrder': contractOrder,
  'contract.transfer': contractTransfer,
  'demoContract.durationConfig': demoRead(configAlert),
  'demoContract.assets': demoRead(balancesAlert, 'assets'),
  'demoContract.assetRecords': demoRead(recordsAlert, 'assets'),
  'demoContract.orders': demoRead(listAlert),
  'demoContract.assetsConfig': demoRead(topUpAlert),
  'demoContract.createOrder': demoOrder,
  'demoContract.addAmount': demoTopUp,
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
  'wallet.spotAccount': {
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
  'convert.records': screenRead('/pc/account/dui', (page) =>
    page.getByTestId('convert-records').getByRole('alert'),
  ),
  // messages and help
  'notices.page': screenRead('/pc/setting/message?type=4', (page) =>
    page.getByTestId('message-list').getByRole('alert'),
  ),
  'notices.detail': screenRead('/pc/setting/msg-detail?id=n1', (page) =>
    page.getByTestId('message-detail').getByRole('alert'),
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
      const opener = page.getByTestId('address-row').getByRole('button', { name: 'Delete' });
      await confirmInPopup(page, opener, 'Delete');
    },
    control: (page) => page.getByTestId('address-row').getByRole('button', { name: 'Delete' }),
    kept: (page) => page.getByTestId('address-row'),
  },
  'spot.placeOrder': spotOrder,
  'spot.cancelOrder': {
    prepare: restingOrder,
    first: (page) => cancelRow(page).click(),
    control: cancelRow,
    kept: (page) => shownRows(page),
  },
  'spot.cancelAll': {
    prepare: restingOrder,
    first: (page) => confirmInPopup(page, cancelAll(page), 'Cancel all'),
    control: cancelAll,
    kept: (page) => shownRows(page),
  },
  'spot.openOrders': spotList(),
  'spot.orderHistory': spotList('Order history'),
  'spot.trades': spotList('Trade history'),
  'convert.config': screenRead(
    EXCHANGE,
    (page) => alertWith(page, 'The coins on offer could not be loaded'),
    'Try again',
  ),
  'convert.quote': {
    first: (page) => page.getByTestId('convert-amount').fill('100'),
    again: (page) => convertAlert(page).getByRole('button', { name: 'Try again' }).click(),
    message: (page, text) => convertAlert(page).filter({ hasText: text }),
    control: (page) => convertAlert(page).getByRole('button', { name: 'Try again' }),
    kept: convertAvailable,
  },
  'convert.execute': {
    prepare: convertToConfirm,
    first: (page) => page.getByTestId('convert-confirm-button').click(),
    again: async (page) => {
      // A lost answer starts a new exchange; a failure asks for a new quote.
      const unknown = page.getByTestId('convert-unknown');
      if (await unknown.isVisible())
        await unknown.getByRole('button', { name: say('convert.again') }).click();
      else
        await convertAlert(page)
          .getByRole('button', { name: say('convert.retry') })
          .click();
      await convertToConfirm(page);
      await page.getByTestId('convert-confirm-button').click();
    },
    message: (page, text) => convertAlert(page).filter({ hasText: text }),
    control: (page) =>
      page
        .getByTestId('convert-form')
        .getByRole('button', { name: say('convert.retry'), exact: true })
        .or(
          page.getByTestId('convert-form').getByRole('button', { name: say('convert.again'), exact: true }),
        ),
    kept: convertAvailable,
    lostAnswer: 'convert.unknown',
  },
  'withdraw.config': {
    ...screenRead(WITHDRAW, (page) => alertWith(page, 'The withdrawal terms could not be loaded')),
    prepare: equipped({ fundPassword: FUND_PASSWORD }),
  },
  'products.list': screenRead(
    '/pc/finance/list',
    (page) => alertWith(page, 'The products could not be loaded'),
    'Try again',
  ),
  'products.purchase': {
    prepare: openPurchase,
    first: buyFinance,
    applied: (page) => page.getByText(sayPattern('products.bought')).last(),
    afterApplied: openPurchase,
    message: (page, text) => financeCard(page).getByTestId('purchase-problem').filter({ hasText: text }),
    control: (page) => financeCard(page).getByTestId('purchase-submit'),
  },
  'products.holdings': screenRead('/pc/finance/record', (page) =>
    page.getByTestId('holdings-records').getByRole('alert'),
  ),
  'products.redeem': {
    prepare: async (page, user) => {
      // A holding for each press the server applies (two) and one for the last press (code -2).
      for (const _ of [1, 2, 3])
        await callServer(
          REFERENCE_SERVER,
          '/product/purchase',
          { productId: 'finance-usdt-7', amount: '100' },
          user.token,
        );
      await page.reload();
      await waitForApp(page);
      await openRedeem(page);
    },
    first: (page) => page.getByTestId('redeem-confirm-button').click(),
    applied: (page) => page.getByText(`${say('products.redeem')}: `).last(),
    afterApplied: openRedeem,
    message: (page, text) => page.getByTestId('redeem-confirm').getByRole('alert').filter({ hasText: text }),
    control: (page) => page.getByTestId('redeem-confirm-button'),
    kept: (page) => page.getByTestId('holding-row'),
  },
  'products.projects': screenRead(
    '/pc/subscribe/list',
    (page) => alertWith(page, 'The products could not be loaded'),
    'Try again',
  ),
  'products.subscribe': {
    prepare: fillSubscription,
    applied: (page) => page.getByText(sayPattern('products.sub.subscribed')).last(),
    afterApplied: fillSubscription,
    first: async (page) => {
      await subscribeForm(page).getByTestId('subscribe-submit').click();
      await subscribeForm(page).getByTestId('subscribe-confirm-button').click();
    },
    message: (page, text) => subscribeForm(page).getByTestId('subscribe-problem').filter({ hasText: text }),
    control: (page) => subscribeForm(page).getByTestId('subscribe-submit'),
  },
  'products.subscriptions': screenRead('/pc/subscribe/record', (page) =>
    page.getByTestId('subscriptions-records').getByRole('alert'),
  ),
  // Read with the terms as one step: a failure of either shows the terms alert.
  'withdraw.guard': {
    ...screenRead(WITHDRAW, (page) => alertWith(page, 'The withdrawal terms could not be loaded')),
    prepare: equipped({ fundPassword: FUND_PASSWORD }),
  },
  // So are the past withdrawals' addresses the lookalike warning compares with.
  'withdraw.pastAddresses': {
    ...screenRead(WITHDRAW, (page) => alertWith(page, 'The withdrawal terms could not be loaded')),
    prepare: equipped({ fundPassword: FUND_PASSWORD }),
  },
  'withdraw.whitelist': {
    first: (page) => page.getByTestId('whitelist-turn-on').click(),
    message: (page, text) =>
      page.getByTestId('whitelist-switch').getByRole('alert').filter({ hasText: text }),
    control: (page) => page.getByTestId('whitelist-turn-on'),
    kept: (page) => page.getByTestId('whitelist-state').filter({ hasText: say('withdraw.whitelist.off') }),
  },
  'withdraw.records': {
    ...screenRead(WITHDRAW, (page) => page.getByTestId('withdraw-records').getByRole('alert')),
    prepare: equipped({ fundPassword: FUND_PASSWORD }),
  },
  'withdraw.apply': {
    prepare: async (page, user) => {
      await equipped({ fundPassword: FUND_PASSWORD, savedAddress: SAVED })(page, user);
      withdrawCode = await emailCode(
        REFERENCE_SERVER,
        '/user/sendEmailCode',
        // For the withdrawal fillWithdrawal fills in.
        {
          email: user.email,
          type: 'withdraw',
          coin: 'USDT',
          network: 'TRC20',
          address: SAVED.address,
          amount: '100',
        },
        user.token,
      );
      await fillWithdrawal(page);
    },
    first: sendWithdrawal,
    again: async (page) => {
      // A lost answer starts a new withdrawal; a failure keeps the form but the fund password.
      const unknown = page.getByTestId('withdraw-unknown');
      if (await unknown.isVisible()) {
        await unknown.getByRole('button', { name: say('withdraw.form.again') }).click();
        await fillWithdrawal(page);
      } else await page.getByTestId('withdraw-fund-password').fill(FUND_PASSWORD);
      await sendWithdrawal(page);
    },
    control: (page) =>
      page.getByTestId('withdraw-next').or(page.getByRole('button', { name: say('withdraw.form.again') })),
    lostAnswer: 'withdraw.form.unknownTitle',
  },
  'identity.submit': {
    prepare: async (page, user) => {
      // The seeded user is verified; this one has not sent anything yet.
      await control(REFERENCE_SERVER, 'identity', { token: user.token, authen: 0 });
      await page.reload();
      await waitForApp(page);
      await fillIdentityForm(page, 'Ada Lovelace');
    },
    first: (page) => page.getByTestId('kyc-submit').click(),
    message: (page, text) => page.getByTestId('kyc-problem').filter({ hasText: text }),
    control: (page) => page.getByTestId('kyc-submit'),
    kept: (page) => page.getByTestId('kyc-preview-front'),
  },
  'withdraw.cancel': {
    prepare: async (page, user) => {
      await equipped({ fundPassword: FUND_PASSWORD, savedAddress: SAVED, pendingWithdrawal: '50' })(
        page,
        user,
      );
      await expect(page.getByTestId('withdraw-cancel')).toBeVisible();
    },
    first: async (page) => {
      await page.getByTestId('withdraw-cancel').click();
      await page.getByTestId('withdraw-cancel-yes').click();
    },
    // The confirmation stays up after a failure: Yes again.
    again: (page) => page.getByTestId('withdraw-cancel-yes').click(),
    message: (page, text) => page.getByTestId('withdraw-record').getByRole('alert').filter({ hasText: text }),
    control: (page) => page.getByTestId('withdraw-cancel-yes'),
    kept: (page) => page.getByTestId('withdraw-record'),
  },
  'ledger.filters': {
    ...screenRead('/pc/account/trade', (page) => alertWith(page, 'The filters could not be loaded')),
    kept: (page) => page.getByTestId('ledger-type'),
  },
  'user.emailVerification': {
    prepare: async (page) => {
      await field(page, 'Email').fill(uniqueEmail('matrixcheck'));
      await fillCode(page, true);
    },
    // Leaving the code field checks it.
    first: (page) => field(page, 'Password').focus(),
    again: async (page) => {
      typedCodes += 1;
      await field(page, 'Email verification code').fill(String(100_000 + typedCodes));
      await field(page, 'Password').focus();
    },
    message: (page, text) => page.getByTestId('code-check').filter({ hasText: text }),
    control: (page) => field(page, 'Email verification code'),
  },
  'user.sendAssetEmailCode': {
    prepare: openFundForm,
    first: (page) => page.getByTestId('send-code').click(),
    control: (page) => page.getByTestId('send-code'),
  },
  'user.setTransactionPassword': {
    prepare: async (page, user) => {
      await openFundForm(page);
      await page.getByLabel('Fund password (6 digits)').fill('246810');
      await page.getByLabel('Confirm fund password').fill('246810');
      const code = await emailCode(REFERENCE_SERVER, '/user/sendUpdateAssetEmail', { email: user.email });
      await page.getByTestId('asset-code').fill(code);
    },
    first: (page) => page.getByTestId('fund-password-save').click(),
    control: (page) => page.getByTestId('fund-password-save'),
  },
  'authenticator.start': {
    first: (page) => page.getByTestId('security-authenticator').click(),
    again: retryIn(keyAlert),
    message: (page, text) => keyAlert(page).filter({ hasText: text }).first(),
    control: (page) => keyAlert(page).first().getByRole('button', { name: 'Retry' }),
  },
  'authenticator.confirm': {
    prepare: async (page) => {
      await page.getByTestId('security-authenticator').click();
      await expect(page.getByTestId('totp-secret')).toBeVisible();
    },
    // A refused code is cleared for the next one: each press types it again (never the app's).
    first: async (page) => {
      await page.getByTestId('totp-code').fill('000000');
      await page.getByTestId('totp-confirm').click();
    },
    message: (page, text) => page.getByTestId('totp-problem').filter({ hasText: text }),
    control: (page) => page.getByTestId('totp-confirm'),
    kept: (page) => page.getByTestId('totp-secret'),
  },
  'invite.invitees': {
    ...screenRead('/pc/setting/safty', (page) => page.getByTestId('invitee-list').getByRole('alert')),
    first: async (page) => {
      await remount('/pc/setting/safty')(page);
      await page.getByTestId('profile-open-invite').click();
    },
    kept: (page) => page.getByTestId('invite-link'),
  },
  'security.setAntiPhishing': {
    prepare: async (page) => {
      await page.getByTestId('security-phrase').click();
      await page.getByTestId('phrase-input').fill('matrix-phrase');
    },
    // A refused code is cleared (it may be spent): each press types one again.
    first: async (page) => {
      await page.getByTestId('phrase-code').fill('123456');
      await page.getByTestId('phrase-save').click();
    },
    message: (page, text) => page.getByTestId('phrase-problem').filter({ hasText: text }),
    control: (page) => page.getByTestId('phrase-save'),
    kept: (page) => page.getByTestId('phrase-input').and(page.locator('[value="matrix-phrase"]')),
  },
  'security.sessions': {
    ...screenRead('/pc/setting/safty', sessionsAlert),
    kept: (page) => page.getByTestId('security-email'),
  },
  'security.signOutOthers': {
    prepare: signInElsewhere,
    first: confirmedSignOut((page) => page.getByTestId('sessions-sign-out-others')),
    message: (page, text) => sessionsAlert(page).filter({ hasText: text }),
    control: (page) => page.getByTestId('sessions-sign-out-others'),
    kept: (page) => page.getByTestId('session-row').nth(1),
  },
  'security.signOutSession': {
    prepare: signInElsewhere,
    first: confirmedSignOut((page) => page.getByTestId('session-sign-out')),
    message: (page, text) => sessionsAlert(page).filter({ hasText: text }),
    control: (page) => page.getByTestId('session-sign-out'),
    kept: (page) => page.getByTestId('session-row').nth(1),
  },
};

export { waitForApp };
