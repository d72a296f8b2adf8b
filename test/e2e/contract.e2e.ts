import type { Page } from '@playwright/test';
import {
  confirmRealOrder,
  contractPaths,
  prepareOrder,
  shownCards,
  signUpOnContract,
  switchToDemo,
  transferOnContract,
} from '../support/e2e/contract-steps';
import { expect, test, waitForApp } from '../support/e2e/fixtures';

/**
 * A visitor on the contract screen sees the order form read-only, and Log in leads to the
 * login page coming back here; a new user registers, logs in and returns.
 */
async function signUpFromContract(
  page: Page,
  isMobile: boolean,
  snap?: (name: string) => Promise<void>,
  checkA11y?: () => Promise<void>,
) {
  await page.goto(contractPaths(isMobile).contract);
  await waitForApp(page);
  await expect(page.getByLabel('Open amount')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Up', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Down', exact: true })).toBeDisabled();
  await expect(page.getByTestId('available')).toHaveCount(0);
  // The durations a visitor can expect, the real account's (read without a session), read-only.
  const durations = page.getByTestId('visitor-durations').getByRole('button');
  await expect(durations).toHaveText(['30sIncome 80%', '60sIncome 85%', '180sIncome 90%', '300sIncome 95%']);
  await expect(durations.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(durations.first()).toBeDisabled();
  await expect(page.getByLabel('Open amount')).toHaveAttribute('placeholder', 'Minimum 10');
  // The phone's Trade hub for a visitor too: Spot | Seconds at the top.
  if (isMobile)
    await expect(page.getByTestId('trade-switch').getByRole('link', { name: 'Seconds' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  await snap?.('contract-visitor-form');
  await checkA11y?.();
  await page.getByTestId('contract-login').click();
  await expect(page).toHaveURL(
    isMobile ? /\/login\?redirect=%2Ftrade$/ : /\/pc\/login\/login\?redirect=%2Fpc%2Fscontract$/,
  );
  await signUpOnContract(page, isMobile);
}

test('a too-small amount is refused, a double click opens one position, real money asks first', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await signUpFromContract(page, isMobile, snap, checkA11y);
  await switchToDemo(page);

  await page.getByLabel('Open amount').fill('0.5');
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  await expect(page.getByTestId('order-problem')).toHaveText(
    'The number of inputs is less than the minimum limit',
  );
  await page.getByLabel('Open amount').fill('');
  await page.getByRole('button', { name: 'Down', exact: true }).click();
  await expect(page.getByTestId('order-problem')).toHaveText('Enter the opening amount');
  await snap('contract-refused');

  await page.getByLabel('Open amount').fill('2');
  await page.getByRole('button', { name: 'Down', exact: true }).dblclick();
  await expect(page.getByText('Order created')).toBeVisible();
  // The demo account never asks.
  await expect(page.getByTestId('order-confirm')).toHaveCount(0);
  await expect(shownCards(page)).toHaveCount(1);
  await page.waitForTimeout(1500);
  await expect(shownCards(page)).toHaveCount(1);

  await page.getByTestId('account-real').click();
  // Not openDialog: antd's Down button leaves its loading icon's exit animation running.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Stay on demo' })).toBeVisible();
  await page.waitForTimeout(500);
  await snap('contract-confirm-real');
  await dialog.getByRole('button', { name: 'Stay on demo' }).click();
  await expect(page.getByTestId('demo-marker').first()).toBeVisible();
  await page.getByTestId('account-real').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use real money' }).click();
  await expect(page.getByTestId('demo-marker')).toHaveCount(0);
  await expect(shownCards(page)).toHaveCount(0);

  // The real account starts empty: Transfer beside Available opens the one transfer sheet on
  // spot -> contract in the pay coin, showing what spot holds; it moves funds in, then clears.
  await page.getByTestId('available-transfer').click();
  const sheet = page.getByTestId('wallet-transfer');
  await expect(sheet.getByTestId('transfer-type-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByTestId('transfer-available')).toContainText('Available: 10,000.00 USDT');
  await snap('contract-transfer-sheet');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByText('Enter the transfer amount')).toBeVisible();
  await transferOnContract(page, '100');
  await expect(page.getByTestId('available')).toContainText('100.00 USDT');

  // Real money asks once per press, with what will be sent; a cancel sends nothing.
  await prepareOrder(page, 30, '10');
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  const confirm = page.getByTestId('order-confirm');
  await expect(confirm).toContainText('DirectionBTC/USDT Up');
  await expect(confirm).toContainText('Open amount10.00 USDT');
  await expect(confirm).toContainText('Duration30s');
  await expect(confirm).toContainText('Payout on win18.00 USDT');
  await expect(confirm).toContainText('Fee0.01 USDT');
  await page.waitForTimeout(500);
  await snap('contract-confirm-order');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(shownCards(page)).toHaveCount(0);
  await expect(page.getByTestId('available')).toContainText('100.00 USDT');
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  await confirmRealOrder(page, { dontAskAgain: true });
  await expect(page.getByText('Order created')).toBeVisible();
  await expect(shownCards(page)).toHaveCount(1);

  // "Don't ask again" is kept for this user across a reload.
  await page.reload();
  await waitForApp(page);
  await prepareOrder(page, 30, '10');
  await page.getByRole('button', { name: 'Down', exact: true }).click();
  await expect(page.getByText('Order created')).toBeVisible();
  await expect(shownCards(page)).toHaveCount(2);
  await expect(confirm).toHaveCount(0);
});

test('the demo account stays demo after leaving the screen and after a reload; only the confirmed switch leaves it', async ({
  page,
  isMobile,
  snap,
}) => {
  await signUpFromContract(page, isMobile);
  // An empty real account offers the demo account beside Available; one tap switches.
  await page.getByTestId('demo-offer').getByRole('button', { name: 'Try the demo account' }).click();
  await expect(page.getByTestId('demo-offer')).toHaveCount(0);
  await expect(page.getByTestId('demo-marker').first()).toBeVisible();
  await expect(page.getByTestId('available')).toContainText('10,000.00 USDT');
  // Leave through the app's own navigation, as a user does, and come back.
  if (isMobile) {
    await page.getByTestId('tab-market').click();
    await expect(page).toHaveURL(/\/market$/);
    await page.getByTestId('tab-trade').click();
  } else {
    await page.getByRole('link', { name: 'Trade', exact: true }).first().click();
    await expect(page).toHaveURL(/\/pc\/market$/);
    await page.getByRole('link', { name: 'Seconds Contract', exact: true }).first().click();
  }
  await expect(page.getByTestId('demo-marker').first()).toBeVisible();
  await expect(page.getByTestId('account-demo')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('available')).toContainText('10,000.00 USDT');

  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('account-demo')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('demo-marker').first()).toBeVisible();
  await expect(page.getByTestId('available')).toContainText('10,000.00 USDT');
  await snap('contract-demo-restored');

  // The confirmed switch is remembered too: real money stays real after a reload.
  await page.getByTestId('account-real').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use real money' }).click();
  await expect(page.getByTestId('demo-marker')).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('account-real')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('demo-marker')).toHaveCount(0);
});

test('demo funds are added with the configured amounts', async ({ page, isMobile }) => {
  await signUpFromContract(page, isMobile);
  await switchToDemo(page);
  await page.getByRole('button', { name: 'Add 10,000 USDT' }).click();
  await expect(page.getByText('Add Success')).toBeVisible();
  await expect(page.getByTestId('available')).toContainText('20,000.00 USDT');

  // The market list links rows to /trade?symbol=...: the Trade tab opens on that pair.
  if (isMobile) {
    await page.goto('/trade?symbol=ethusdt');
    await waitForApp(page);
    await expect(page.getByLabel('Pair')).toHaveValue('ETH');
  }
});

test('a stale price feed disables Up and Down and says why @http-desktop', async ({
  page,
  isMobile,
  snap,
}) => {
  test.skip(!test.info().project.name.endsWith('-http'), 'the feed is cut at the network, so http mode only');
  test.setTimeout(90_000);
  await signUpFromContract(page, isMobile);
  await switchToDemo(page);
  // The ticker calls of this page never answer: the feed goes stale after three missed polls.
  await page.route('**/huobi/getHuobiDetailsByQuoteCoin', () => new Promise<void>(() => undefined));
  const problem = page.getByTestId('order-problem');
  await expect(problem).toHaveText(/Prices are out of date/, { timeout: 40_000 });
  await expect(page.getByRole('button', { name: 'Up', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Down', exact: true })).toBeDisabled();
  await snap('contract-stale');
});

test('the contract screen in Chinese, on demo', async ({ page, isMobile, snap, checkA11y }) => {
  await signUpFromContract(page, isMobile);
  await switchToDemo(page);
  await page.evaluate(() => localStorage.setItem('User-Lang', 'zh-CN'));
  await page.reload();
  await waitForApp(page);
  await expect(page.getByText('秒合约').first()).toBeVisible();
  await page.getByTestId('account-demo').click();
  await expect(page.getByText('模拟资金：模拟订单不会动用您的真实余额。').first()).toBeVisible();
  await snap('contract-demo-zh-CN');
  await checkA11y();
});
