import { expect, test, waitForApp } from '../support/e2e/fixtures';
import {
  fillAssetCode,
  fillWithdrawCode,
  openAsWalletUser,
  TRON,
  withdrawPath,
} from '../support/e2e/wallet-seed';
import { isHttpProject, logIn, register, sessionPaths, uniqueEmail } from '../support/e2e/session-steps';

// Same first and last four characters as TRON, different middle: the poisoning pattern.
const LOOKALIKE = 'TJBSLWd2svuKKqMYB6ZFEQ1Ls4Ycti6Pkb';

const addressPath = (isMobile: boolean) => (isMobile ? '/setting/address' : '/pc/setting/address');

test('address book: add with a cool-down countdown, lookalike warning, edit and delete @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(240_000);
  const http = isHttpProject(testInfo.project.name);
  const email = uniqueEmail(`addr${isMobile ? 'm' : 'd'}`);
  await register(page, isMobile, http, email);
  await page.goto(`${sessionPaths(isMobile).login}?redirect=${encodeURIComponent(addressPath(isMobile))}`);
  await logIn(page, http, email);
  await expect(page).toHaveURL(new RegExp(`${addressPath(isMobile)}$`));
  await waitForApp(page);
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  await snap('address-book-empty');
  await checkA11y();

  // The rule refuses an address that does not fit the network, before anything is sent.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Label').fill('Cold wallet');
  await page.getByLabel('Network').selectOption('ERC20');
  await page.getByLabel('Address', { exact: true }).fill(TRON);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The address does not match the network' }),
  ).toBeVisible();

  await page.getByLabel('Network').selectOption('TRC20');
  await page.getByRole('button', { name: 'Save' }).click();
  const rows = page.getByTestId('address-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(TRON);
  // A new address waits ten minutes: the countdown shows and runs.
  const status = rows.first().getByText(/Usable in \d\d:\d\d/);
  await expect(status).toBeVisible();
  const first = await status.innerText();
  expect(first).toMatch(/Usable in (10:00|09:[0-5]\d)/);
  await expect(status).not.toHaveText(first, { timeout: 5_000 });
  await snap('address-book-saved');
  await checkA11y();

  // Typing a lookalike of the saved address warns before it is saved.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Address', { exact: true }).fill(LOOKALIKE);
  await expect(page.getByTestId('lookalike-warning')).toContainText('Cold wallet');
  await snap('address-book-lookalike');
  await checkA11y();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A new label keeps the address as it is.
  await rows.first().getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Label').fill('Ledger');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rows.first()).toContainText('Ledger');

  // Deleting asks first.
  await rows.first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).last().click();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
});

test('a withdrawal to a saved address past its cool-down: a wrong fund password is refused, then it goes pending with the amount frozen @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(90_000);
  const http = isHttpProject(testInfo.project.name);
  await openAsWalletUser(page, withdrawPath(isMobile), {
    tag: `wd${isMobile ? 'm' : 'd'}`,
    fundPassword: '135790',
    savedAddress: { label: 'Cold wallet', address: TRON },
  });
  await expect(page.getByTestId('withdraw-available')).toHaveText('Available: 10,000.00 USDT');
  // A typed lookalike of the saved address is warned of, and shown beside it on the confirmation.
  await page.getByTestId('withdraw-address-mode').click();
  await page.getByTestId('withdraw-address').fill(LOOKALIKE);
  await expect(page.getByTestId('withdraw-lookalike')).toContainText('Cold wallet');
  await page.getByTestId('withdraw-amount').fill('100');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('Fee: 1 USDT · Minimum: 10 USDT');
  await expect(page.getByTestId('withdraw-received')).toHaveText('You receive: 99.00 USDT');
  await expect(page.getByText('Withdrawals arrive within 24 hours after review.')).toBeVisible();
  await page.getByTestId('withdraw-fund-password').fill('999999');
  // Only a look at the confirmation: no code is sent for a withdrawal the user will not make.
  await page.getByTestId('withdraw-code').fill('000000');
  await snap('withdraw-form');
  await checkA11y();

  await page.getByTestId('withdraw-next').click();
  await expect(page.getByTestId('withdraw-lookalike-typed')).toHaveText(LOOKALIKE);
  await expect(page.getByTestId('withdraw-lookalike-known')).toHaveText(TRON);
  await expect(page.getByTestId('withdraw-lookalike-typed').locator('mark').first()).toHaveText(
    'LWd2svuKKqMYB6ZFEQ1Ls4Ycti',
  );
  const confirm = page.getByTestId('withdraw-confirm-button');
  await expect(confirm).toBeDisabled();
  await page.getByTestId('withdraw-lookalike-acknowledge').check();
  await expect(confirm).toBeEnabled();
  await snap('withdraw-confirm-lookalike');
  await checkA11y();
  await page.getByTestId('withdraw-confirm').getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('withdraw-address-mode').click();
  await page
    .getByTestId('withdraw-saved-address')
    .selectOption({ label: `Cold wallet · TRC20 · TJBSsR…6Pkb` });
  // The code is sent for this withdrawal: details changed after sending ask for a new one.
  await fillWithdrawCode(page, http);
  // The code is mailed outside demo mode: the page never shows one a server's answer carried.
  await expect(page.getByTestId('demo-code')).toHaveCount(http ? 0 : 1);
  const codeNote = page.getByTestId('withdraw-code-note');
  await expect(codeNote).toHaveCount(0);
  await page.getByTestId('withdraw-amount').fill('101');
  await expect(codeNote).toHaveText(
    'The withdrawal changed after the code was sent: send a new code for these details.',
  );
  await snap('withdraw-code-changed');
  await checkA11y();
  await page.getByTestId('withdraw-amount').fill('100.0');
  await expect(codeNote).toHaveCount(0);

  await page.getByTestId('withdraw-next').click();
  await expect(page.getByTestId('withdraw-confirm-address')).toHaveText(TRON);
  // Amount, fee and what arrives as rows, in one precision (USDT: 2 places).
  await expect(page.getByTestId('withdraw-confirm-amount')).toHaveText('100.00 USDT');
  await expect(page.getByTestId('withdraw-confirm-fee')).toHaveText('1.00 USDT');
  await expect(page.getByTestId('withdraw-confirm-received')).toHaveText('99.00 USDT');
  await snap('withdraw-confirm');
  await page.getByTestId('withdraw-confirm-button').click();
  await expect(page.getByTestId('withdraw-failure')).toContainText('Password is incorrect');
  await expect(page.getByTestId('withdraw-record')).toHaveCount(0);

  // The code was not spent by the refusal: the right password is enough.
  await page.getByTestId('withdraw-fund-password').fill('135790');
  await page.getByTestId('withdraw-next').click();
  await page.getByTestId('withdraw-confirm-button').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  const row = page.getByTestId('withdraw-record').first();
  await expect(row.getByTestId('withdraw-status')).toHaveText('Pending review');
  await snap('withdraw-pending');
  await page.getByRole('button', { name: 'New withdrawal' }).click();
  await expect(page.getByTestId('withdraw-available')).toHaveText('Available: 9,900.00 USDT');
  await expect(page.getByTestId('withdraw-frozen')).toHaveText(
    'Frozen for withdrawals under review: 100.00 USDT',
  );
});

test('an unverified user meets the identity gate @http', async ({ page, isMobile, snap, checkA11y }) => {
  // Over http, a profile that cannot be read says why and offers Retry, never "Loading…" for ever.
  const http = isHttpProject(test.info().project.name);
  const busy = { code: 0, msg: 'Please try again later', data: null };
  if (http) await page.route('**/user/info', (route) => route.fulfill({ json: busy }));
  await openAsWalletUser(page, withdrawPath(isMobile), { tag: `kyc${isMobile ? 'm' : 'd'}`, authen: 0 });
  if (http) {
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your account details could not be loaded' }),
    ).toContainText(busy.msg);
    await snap('withdraw-gate-profile-failed');
    await page.unroute('**/user/info');
    await page.getByRole('button', { name: 'Retry' }).click();
  }
  await expect(page.getByTestId('withdraw-gate-verify')).toContainText('Identity verification needed');
  await expect(page.getByRole('link', { name: 'Verify identity' })).toBeVisible();
  await expect(page.getByTestId('withdraw-amount')).toHaveCount(0);
  await snap('withdraw-gate-identity');
  await checkA11y();
});

test('a user without a fund password sets one from the withdraw screen @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  const http = isHttpProject(testInfo.project.name);
  await openAsWalletUser(page, withdrawPath(isMobile), { tag: `fund${isMobile ? 'm' : 'd'}` });
  await page.getByTestId('withdraw-set-fund').click();
  await expect(page.getByTestId('fund-password-form')).toBeVisible();
  await page.getByLabel('Fund password (6 digits)').fill('246810');
  await page.getByLabel('Confirm fund password').fill('246811');
  await page.getByTestId('fund-password-save').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords are inconsistent' })).toBeVisible();
  await page.getByLabel('Confirm fund password').fill('246810');
  await fillAssetCode(page, http);
  await snap('withdraw-fund-password');
  await checkA11y();
  await page.getByTestId('fund-password-save').click();
  await expect(page.getByTestId('withdraw-amount')).toBeVisible();
});

test('whitelist-only withdrawals turn on in the security centre; a changed fund password holds withdrawals, with the time left', async ({
  page,
  isMobile,
  snap,
}) => {
  await openAsWalletUser(page, isMobile ? '/setting/safty' : '/pc/setting/safty', {
    tag: `hold${isMobile ? 'm' : 'd'}`,
    fundPassword: '135790',
    fundPasswordChanged: true,
  });
  await expect(page.getByTestId('whitelist-state')).toHaveText('Off');
  await page.getByTestId('whitelist-turn-on').click();
  await expect(page.getByTestId('whitelist-state')).toHaveText('On: only saved addresses');
  // Turning it off asks for the email code first.
  await page.getByTestId('whitelist-turn-off').click();
  await expect(page.getByTestId('withdraw-code')).toBeVisible();
  await snap('security-whitelist');
  if (isMobile) await page.goto(withdrawPath(isMobile));
  else {
    // On the desktop, through My Assets: a row's Withdraw opens the form on that row's coin.
    await page.goto('/pc/account/assert/1');
    await page.getByRole('link', { name: 'Withdraw USDC' }).click();
    await expect(page.getByLabel('Coin')).toHaveValue('USDC');
  }
  await expect(page.getByTestId('withdraw-hold')).toContainText(
    /withdrawals are held for 24 hours to protect your account, until .*23:\d\d:\d\d$/,
  );
  // Whitelist-only is still on (turning it off was not confirmed): the address field says so.
  await expect(page.getByTestId('withdraw-whitelist-hint')).toHaveText(
    'Whitelist-only withdrawals are on: only saved addresses past their waiting time can be used.',
  );
  await expect(page.getByTestId('withdraw-next')).toBeDisabled();
  await snap('withdraw-hold');
});
