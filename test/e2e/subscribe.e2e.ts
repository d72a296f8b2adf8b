import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { isHttpProject } from '../support/e2e/session-steps';
import { openAsWalletUser } from '../support/e2e/wallet-seed';
import type { Page } from '@playwright/test';
import { advanceDays } from '../support/e2e/product-days';

const paths = (isMobile: boolean) =>
  isMobile
    ? { list: '/subscribe', detail: '/subscribe/detail', record: '/subscribe/record', log: '/account/trade' }
    : {
        list: '/pc/subscribe/list',
        detail: '/pc/subscribe/detail',
        record: '/pc/subscribe/record',
        log: '/pc/account/trade',
      };

async function openProject(page: Page, isMobile: boolean, id: string) {
  await page.goto(`${paths(isMobile).detail}?id=${id}`);
  await waitForApp(page);
  await expect(page.getByTestId('project-detail')).toBeVisible();
}

async function tryAmount(page: Page, amount: string) {
  await page.getByTestId('subscribe-amount').fill(amount);
  await page.getByTestId('subscribe-submit').click();
}

test('a visitor sees the open and closed projects and is asked to log in to subscribe @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  await page.goto(paths(isMobile).list);
  await waitForApp(page);
  const card = (id: string) => page.locator(`[data-project="${id}"]`);
  await expect(card('aster').getByTestId('project-status')).toHaveText('Open');
  await expect(card('aster').getByTestId('project-countdown')).toContainText('Ends in');
  await expect(card('orbit').getByTestId('project-status')).toHaveText('Closed');
  await expect(card('orbit').getByTestId('project-countdown')).toContainText('Opens in');
  await expect(card('atlas').getByTestId('project-countdown')).toHaveText('Allocated');
  await snap('subscribe-list-visitor');
  await checkA11y();
  await card('aster').getByTestId('project-open').click();
  const detail = page.getByTestId('project-detail');
  await expect(detail.getByTestId('project-price')).toHaveText('0.10 USDT');
  await expect(detail.getByTestId('project-rules')).toContainText('pro-rata');
  await expect(detail.getByTestId('subscribe-login')).toBeVisible();
  await expect(detail.getByTestId('subscribe-form')).toHaveCount(0);
  await snap('subscribe-detail-visitor');
  await checkA11y();
  // Logging in leads back to this project.
  const detailPath = isMobile ? '/subscribe/detail?id=aster' : '/pc/subscribe/detail?id=aster';
  await expect(detail.getByTestId('subscribe-login')).toHaveAttribute(
    'href',
    // Encoded, the path is letters, digits and % signs only: nothing a pattern reads specially.
    new RegExp(`[?]redirect=${encodeURIComponent(detailPath)}$`),
  );
});

test('subscribe: refused over the balance and the limits before sending; at the end, allocated in full and pro rata with the rest refunded, in the records and the log @http-desktop', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const http = isHttpProject(testInfo.project.name);
  const path = paths(isMobile);
  const user = await openAsWalletUser(page, path.list, { tag: `sub${isMobile ? 'm' : 'd'}` });
  await openProject(page, isMobile, 'aster');
  await tryAmount(page, '5');
  await expect(page.getByTestId('subscribe-problem')).toHaveText('The amount is below the minimum');
  await tryAmount(page, '12000');
  await expect(page.getByTestId('subscribe-problem')).toHaveText('Insufficient available balance');
  await snap('subscribe-refused-balance');

  // Lumen's supply is worth 2000 USDT and others committed 1000: 3000 more oversubscribes it.
  await openProject(page, isMobile, 'lumen');
  await tryAmount(page, '3000.5');
  await expect(page.getByTestId('subscribe-problem')).toHaveText('The amount is above the maximum');
  await tryAmount(page, '3000');
  const confirm = page.getByTestId('subscribe-confirm');
  await expect(confirm.getByTestId('subscribe-pay')).toHaveText('You pay now: 3,000.00 USDT');
  await expect(confirm.getByTestId('subscribe-most')).toHaveText('The most you can receive: 1,500 LUMEN');
  await expect(confirm.getByTestId('subscribe-estimate')).toContainText(
    'about 750 LUMEN, and 1,500.00 USDT refunded',
  );
  await expect(confirm.getByTestId('subscribe-allocates')).toContainText('Allocated on');
  await snap('subscribe-confirm-oversubscribed');
  await checkA11y();
  await page.getByTestId('subscribe-confirm-button').click();
  await expect(page.getByText('Subscribed 3,000.00 USDT to Lumen Protocol')).toBeVisible();

  await openProject(page, isMobile, 'nova');
  await tryAmount(page, '1000');
  await page.getByTestId('subscribe-confirm-button').click();
  await expect(page.getByText('Subscribed 1,000.00 USDT to Nova Network')).toBeVisible();
  await snap('subscribe-detail-subscribed');

  await page.goto(path.record);
  await waitForApp(page);
  const row = (id: string) => page.locator(`[data-testid="subscription-row"][data-project="${id}"]`);
  await expect(row('lumen').getByTestId('subscription-status')).toHaveText('Pending');
  await snap('subscribe-records-pending');
  await advanceDays(page, http, user, 3);
  await expect(row('lumen').getByTestId('subscription-status')).toHaveText('Allocated');
  // 3000 / 4000 of 1000 coins: 750 at 2 USDT cost 1500, the other 1500 comes back.
  await expect(row('lumen').getByTestId('subscription-allocated')).toHaveText('750 LUMEN');
  await expect(row('lumen').getByTestId('subscription-refunded')).toHaveText('1,500.00 USDT');
  await expect(row('nova').getByTestId('subscription-allocated')).toHaveText('2,000 NOVA');
  await expect(row('nova').getByTestId('subscription-refunded')).toHaveText('0.00 USDT');
  await snap('subscribe-records-allocated');
  await checkA11y();

  await page.goto(path.log);
  await waitForApp(page);
  for (const type of ['subscription-paid', 'subscription-allocated', 'subscription-refund'])
    await expect(page.locator(`[data-testid="ledger-row"][data-type="${type}"]`).first()).toBeVisible();
  // Each movement in its own words.
  await expect(
    page.locator('[data-testid="ledger-row"][data-type="subscription-refund"]').first(),
  ).toContainText('Subscription refund');
  await snap('subscribe-ledger');
});

test('the entries open subscription: the home grid and My on the phone, the navigation on the desktop', async ({
  page,
  isMobile,
}) => {
  await openAsWalletUser(page, isMobile ? '/' : '/pc/main', { tag: `subentry${isMobile ? 'm' : 'd'}` });
  if (!isMobile) {
    await page.getByTestId('nav-subscribe').click();
    await expect(page).toHaveURL(/\/pc\/subscribe\/list$/);
    await expect(page.getByTestId('projects-list')).toBeVisible();
    await page.getByTestId('subscribe-to-records').click();
    await expect(page.getByText('No subscriptions yet')).toBeVisible();
    return;
  }
  await page.getByTestId('product-subscribe').click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByTestId('projects-list')).toBeVisible();
  await page.goto('/my');
  await waitForApp(page);
  await page.getByTestId('my-subscriptions').click();
  await expect(page).toHaveURL(/\/subscribe\/record$/);
  await expect(page.getByText('No subscriptions yet')).toBeVisible();
});
