import { expect, test } from '../support/e2e/fixtures';
import { control, referenceServerOf } from '../support/e2e/servers';
import { isHttpProject } from '../support/e2e/session-steps';
import { installTestClock } from '../support/e2e/test-clock';
import { openAsWalletUser } from '../support/e2e/wallet-seed';

const depositPath = (isMobile: boolean) => (isMobile ? '/account/recharge' : '/pc/account/recharge');

test('a deposit arrives after 12 confirmations and credits the balance @clock', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(90_000);
  const http = isHttpProject(testInfo.project.name);
  const clock = await installTestClock(page, testInfo.project.name);
  const user = await openAsWalletUser(page, depositPath(isMobile), { tag: `dep${isMobile ? 'm' : 'd'}` });
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByTestId('deposit-qr')).toBeVisible();
  const notes = page.getByTestId('deposit-notes');
  await expect(notes).toContainText('12 network confirmations');
  await expect(notes).toContainText('Minimum deposit: 1 USDT');
  await expect(page.getByTestId('deposit-balance')).toHaveText('Spot balance: 10,000.00 USDT');

  // A network that shares one address asks for the memo too. Over http, an answer without it is
  // refused by the reader: the address could not be loaded, and no QR code shows until Retry.
  if (http) {
    await page.route(
      '**/recharge/getAddress',
      async (route) => {
        const answer = await (await route.fetch()).json();
        await route.fulfill({ json: { ...answer, data: { ...answer.data, memo: null } } });
      },
      { times: 1 },
    );
  }
  await page.getByTestId('deposit-network-TON').click();
  if (http) {
    await expect(
      page.getByRole('alert').filter({ hasText: 'The address could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByTestId('deposit-qr')).toHaveCount(0);
    await snap('deposit-address-refused');
    await page.getByRole('button', { name: 'Retry' }).click();
  }
  await expect(page.getByTestId('deposit-memo')).toContainText(/\d{9}/);
  await page.getByTestId('deposit-network-TRC20').click();
  await expect(page.getByTestId('deposit-memo')).toHaveCount(0);
  await expect(page.getByTestId('deposit-simulate')).toHaveCount(http ? 0 : 1);

  // Demo mode: the labelled simulation. Http mode: the chain (the server's test control) sends it.
  if (http) {
    await control(referenceServerOf(testInfo.project.name), 'deposit', {
      token: user.token,
      coin: 'USDT',
      network: 'TRC20',
      amount: '250',
    });
  } else {
    await page.getByTestId('deposit-simulate-amount').fill('250');
    await page.getByRole('button', { name: 'Simulate a deposit' }).click();
  }
  const row = page.getByTestId('deposit-record').first();
  await expect(row.getByTestId('deposit-status')).toHaveText('Pending review', { timeout: 15_000 });
  await expect(row.getByTestId('deposit-confirmations')).toContainText(/([1-9]|1[01])\/12 confirmations/);
  await snap('deposit-confirming');
  await checkA11y();
  // The remaining blocks (one a second) pass at once on the moved clock.
  await clock.advanceTo(clock.now() + 13_000);
  await expect(row.getByTestId('deposit-status')).toHaveText('Finish');
  await expect(page.getByTestId('deposit-balance')).toHaveText('Spot balance: 10,250.00 USDT');
  // The record and the balance read alike: per coin, USDT with 2 places.
  await expect(row.getByText('250.00 USDT', { exact: true })).toBeVisible();
  await snap('deposit-credited');
});
