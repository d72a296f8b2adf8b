import { expect, test, waitForApp } from '../support/e2e/fixtures';
import {
  field,
  fillCode,
  logIn,
  PASSWORD,
  register,
  sessionPaths,
  uniqueEmail,
} from '../support/e2e/session-steps';

const NEW_PASSWORD = 'brand-new-pass-2';

test('forgot password: the code, the new password twice, then log in with it', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const p = sessionPaths(isMobile);
  const email = uniqueEmail(`forget${isMobile ? 'm' : 'd'}`);
  await register(page, isMobile, false, email);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(new RegExp(`${p.forget}$`));
  await waitForApp(page);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Please enter your email').first()).toBeVisible();

  await field(page, 'Email').fill(email);
  await fillCode(page, false);
  await expect(page.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords are inconsistent')).toBeVisible();
  await snap('session-forget-validation');
  await checkA11y();

  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset. Please log in')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${p.login}$`));

  await logIn(page, false, email, PASSWORD);
  await expect(page.getByText('Password is incorrect')).toBeVisible();
  await field(page, 'Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`${p.login}$`));
  expect(await page.evaluate(() => localStorage.getItem('User-Token'))).not.toBeNull();
});

test('a wrong forgot-password code shows the server message as a toast', async ({ page, isMobile }) => {
  const email = uniqueEmail(`forgetbad${isMobile ? 'm' : 'd'}`);
  await register(page, isMobile, false, email);
  await page.goto(sessionPaths(isMobile).forget);
  await waitForApp(page);
  await field(page, 'Email').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('demo-code')).toBeVisible();
  await field(page, 'Email verification code').fill('000000');
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Verification code error')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeEnabled();
});

test('desktop modify password: 8-24 characters, the old one checked by the server', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.skip(isMobile, 'the modify page is desktop only (/pc/login/modify)');
  test.setTimeout(60_000);
  const email = uniqueEmail('modify');
  await register(page, false, false, email);
  await page.goto('/pc/login/modify');
  await expect(page).toHaveURL(/\/pc\/login\/login\?redirect=/);
  await logIn(page, false, email);
  await expect(page).toHaveURL(/\/pc\/login\/modify$/);
  await waitForApp(page);
  await expect(page.getByText(`The code is sent to ${email.slice(0, 4)}***.com`)).toBeVisible();

  await field(page, 'Current password').fill('wrong-password');
  await fillCode(page, false);
  await field(page, 'New password').fill('short');
  await field(page, 'Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be 8-24 characters')).toBeVisible();
  await snap('session-modify-validation');
  await checkA11y();

  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password is incorrect')).toBeVisible();

  await field(page, 'Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/setting\/safty$/);
});
