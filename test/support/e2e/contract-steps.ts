import type { Page } from '@playwright/test';
import { cmp, formatCoinAmount, sub } from '../../../src/domain/precision';
import { expect } from './fixtures';
import { openSignedIn } from './seeded-user';
import { sessionPaths } from './session-steps';

/** The contract screen and the login page of each form factor. */
export const contractPaths = (isMobile: boolean) => ({
  contract: isMobile ? '/trade' : '/pc/scontract',
  login: sessionPaths(isMobile).login,
});

/**
 * A new signed-in user on the contract screen (seeded: the session tests drive the forms).
 * Returns the email so a test can log in again after being signed out.
 */
export async function signUpOnContract(page: Page, isMobile: boolean) {
  const user = await openSignedIn(page, contractPaths(isMobile).contract, {
    tag: `contract${isMobile ? 'm' : 'd'}`,
  });
  return user.email;
}

/** Demo accounts start with the first configured demo amount. */
export async function switchToDemo(page: Page) {
  await page.getByTestId('account-demo').click();
  await expect(page.getByTestId('demo-marker').first()).toBeVisible();
  await expect(page.getByTestId('available')).toContainText('10,000.00 USDT');
}

/** The order cards of the tab shown (antd-mobile keeps visited tabs in the page, hidden). */
export const shownCards = (page: Page) => page.getByTestId('order-card').filter({ visible: true });

/** Fills the open amount and picks a duration by its seconds. */
export async function prepareOrder(page: Page, second: number, amount: string) {
  await page.getByRole('button', { name: new RegExp(`^${second}s`) }).click();
  await page.getByLabel('Open amount').fill(amount);
}

/** Opens a positions tab, or on the desktop terminal its assets tab. */
export async function showTab(page: Page, tab: 'Current' | 'History' | 'Liquidated' | 'Contract assets') {
  await page.getByRole('tab', { name: tab }).click();
}

/** A toast or message with this text: antd-mobile's toast, or antd's message. */
export const toastWith = (page: Page, isMobile: boolean, text: string) =>
  isMobile ? page.locator('.adm-toast-main', { hasText: text }) : page.getByText(text, { exact: true });

/**
 * A settled result as the screens headline it: the outcome and what the account gained or
 * lost all told, signed (payout - stake - fee), "Won +3.99 USDT".
 */
export function resultHeadline(
  result: 'win' | 'loss' | 'tie',
  amounts: { stake: string; fee: string; payout: string },
  coin: string,
): string {
  const net = sub(sub(amounts.payout, amounts.stake), amounts.fee);
  // The sign is the exact net's: a tie that cost a fee under a cent reads '-0.00'.
  const sign = ['-', '', '+'][cmp(net, '0') + 1] ?? '';
  const words = { win: 'Won', loss: 'Lost', tie: 'Stake returned' }[result];
  return `${words} ${sign}${formatCoinAmount(net.replace(/^-/, ''), coin)} ${coin}`;
}

/**
 * Up or Down on the real account asks first (the demo account never does): checks the
 * confirmation is shown and opens the order, ticking "don't ask again" when told to.
 */
export async function confirmRealOrder(page: Page, options: { dontAskAgain?: boolean } = {}) {
  const confirm = page.getByTestId('order-confirm');
  await expect(confirm).toBeVisible();
  if (options.dontAskAgain) await confirm.getByLabel("Don't ask again").check();
  await page.getByRole('button', { name: 'Open order', exact: true }).click();
}

/**
 * Moves money between spot and the contract account through the contract screen's transfer
 * sheet (the assets screen's one): opened from the assets panel on the phone, beside the order
 * on the desktop; direction, coin and amount, Continue, Confirm. Returns with the sheet closed
 * on the phone, so the screen is the trader's again. `press` is how Confirm is pressed.
 */
export async function transferOnContract(
  page: Page,
  amount: string,
  {
    type = 1,
    coin = 'USDT',
    press = 'click',
  }: { type?: 1 | 2; coin?: 'USDT' | 'USDC'; press?: 'click' | 'dblclick' } = {},
) {
  const sheet = page.getByTestId('wallet-transfer');
  if (!(await sheet.isVisible())) await page.getByTestId('contract-transfer-open').click();
  await sheet.getByTestId(`transfer-type-${type}`).click();
  await sheet.getByLabel('Coin').selectOption(coin);
  await sheet.getByTestId('transfer-amount').fill(amount);
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByTestId('transfer-confirm')[press]();
  await expect(sheet.getByText('Transfer successful')).toBeVisible();
  await expect(sheet.getByTestId('transfer-amount')).toHaveValue('');
  const close = sheet.getByRole('button', { name: 'Close' });
  if (await close.isVisible()) {
    await close.click();
    await expect(sheet).toBeHidden();
  }
}
