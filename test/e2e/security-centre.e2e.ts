import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { fillAssetCode, openAsWalletUser } from '../support/e2e/wallet-seed';
import {
  field,
  fillCode,
  isHttpProject,
  logIn,
  register,
  sessionPaths,
  uniqueEmail,
} from '../support/e2e/session-steps';

const NEW_PASSWORD = 'changed-pass-9';

const securityPath = (isMobile: boolean) => (isMobile ? '/setting/safty' : '/pc/setting/safty');

/** Logs out through the form factor's own control (My on the phone, the account menu on desktop). */
async function logOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.goto('/my');
    await waitForApp(page);
    await page.getByTestId('my-logout').click();
  } else {
    await page.getByTestId('nav-account-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  }
  await expect(page.getByText('Exited')).toBeVisible();
}

test('security centre: the bound email, then a new login password that the next login takes @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const http = isHttpProject(testInfo.project.name);
  const p = sessionPaths(isMobile);
  const email = uniqueEmail(`safe${isMobile ? 'm' : 'd'}`);
  await register(page, isMobile, http, email);
  await page.goto(`${p.login}?redirect=${encodeURIComponent(securityPath(isMobile))}`);
  await logIn(page, http, email);
  await expect(page).toHaveURL(new RegExp(`${securityPath(isMobile)}$`));
  await waitForApp(page);
  await expect(page.getByTestId('security-email')).toHaveText(`${email.slice(0, 4)}***.com`);
  await expect(page.getByTestId('security-fund-state')).toHaveText('Not set');
  await snap('security-centre');
  await checkA11y();

  await page.getByTestId('security-login-password').click();
  await expect(page).toHaveURL(isMobile ? /\/setting\/password$/ : /\/pc\/login\/modify$/);
  await waitForApp(page);
  await field(page, 'Current password').fill('secret-pass-1');
  await fillCode(page, http);
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords are inconsistent')).toBeVisible();
  await snap('security-change-password');
  await checkA11y();
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${securityPath(isMobile)}$`));

  await logOut(page, isMobile);
  await page.goto(p.login);
  await logIn(page, http, email);
  await expect(page.getByText('Password is incorrect')).toBeVisible();
  await field(page, 'Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`${p.login}$`));
  expect(await page.evaluate(() => localStorage.getItem('User-Token'))).not.toBeNull();
});

/** Opens the fund-password form from the security centre, types `password` twice and the code. */
async function saveFundPassword(page: Page, http: boolean, password: string) {
  await page.getByTestId('security-fund-password').click();
  await expect(page.getByTestId('fund-password-form')).toBeVisible();
  await page.getByLabel('Fund password (6 digits)').fill(password);
  await page.getByLabel('Confirm fund password').fill(password);
  await fillAssetCode(page, http);
  await page.getByTestId('fund-password-save').click();
}

test('security centre: set, then change the fund password, and withdrawals wait a day @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const http = isHttpProject(testInfo.project.name);
  await openAsWalletUser(page, securityPath(isMobile), {
    tag: `safefund${isMobile ? 'm' : 'd'}`,
  });
  await expect(page.getByTestId('security-fund-state')).toHaveText('Not set');
  await saveFundPassword(page, http, '975310');
  await expect(page.getByText('Fund password set')).toBeVisible();
  await expect(page.getByTestId('security-fund-state')).toHaveText('Set');
  await expect(page.getByTestId('fund-password-form')).toHaveCount(0);
  await snap('security-centre-fund-set');

  await page.getByTestId('security-fund-password').click();
  await expect(page.getByRole('heading', { name: 'Change fund password' }).first()).toBeVisible();
  await snap('security-fund-change');
  await checkA11y();
  await page.goto(securityPath(isMobile));
  await waitForApp(page);
  await saveFundPassword(page, http, '864200');
  await expect(page.getByText('Fund password changed')).toBeVisible();
  await expect(page.getByTestId('security-fund-state')).toHaveText('Set');

  // A fund password set anew holds withdrawals for a day, said with the time left (that the
  // new password then counts is proven by the engine and contract tests, on a moved clock).
  await page.goto(isMobile ? '/account/withdraw' : '/pc/account/withdrawel');
  await waitForApp(page);
  await expect(page.getByTestId('withdraw-hold')).toContainText(/held for 24 hours.*2[34]:\d\d:\d\d$/);
  await expect(page.getByTestId('withdraw-next')).toBeDisabled();
});
