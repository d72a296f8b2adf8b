import type { Page } from '@playwright/test';
import { signUpOnContract, switchToDemo, transferOnContract } from '../support/e2e/contract-steps';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import {
  field,
  fillCode,
  isHttpProject,
  logIn,
  PASSWORD,
  register,
  sessionPaths,
  uniqueEmail,
} from '../support/e2e/session-steps';

// A double click on any form's button sends exactly one request. Only
// http mode has requests to count, so these run on the -http projects.

const NEW_PASSWORD = 'brand-new-pass-2';

/** Counts the page's requests to one API path (the app's base URL may prefix it). */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) count += 1;
  });
  return () => count;
}

/** Double-clicks send-code and returns the code from the reference server's one answer. */
async function doubleClickSendCode(page: Page, path: string): Promise<string> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(path));
  await page.getByTestId('send-code').dblclick();
  const body = (await (await answer).json()) as { data?: { demoCode?: string } };
  const code = body.data?.demoCode ?? '';
  expect(code).not.toBe('');
  return code;
}

/** Lets a second request, had one been sent, reach the counter. */
const settle = (page: Page) => page.waitForTimeout(1000);

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(!isHttpProject(testInfo.project.name), 'counts requests to the reference server: http mode only');
});

test('register, its send code and login each send one request on a double click @http @http-phone', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(60_000);
  const p = sessionPaths(isMobile);
  const email = uniqueEmail(`dblreg${isMobile ? 'm' : 'd'}`);
  const sendCodes = countRequests(page, '/user/sendEmailCode');
  const registers = countRequests(page, '/user/register');
  const logins = countRequests(page, '/user/login');

  await page.goto(p.register);
  await waitForApp(page);
  await field(page, 'Email').fill(email);
  await field(page, 'Email verification code').fill(await doubleClickSendCode(page, '/user/sendEmailCode'));
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByText('I have read and agree to the user agreement').click();
  await page.getByRole('button', { name: 'Register', exact: true }).dblclick();
  await expect(page).toHaveURL(new RegExp(`${p.login}$`));
  await settle(page);
  expect(sendCodes()).toBe(1);
  expect(registers()).toBe(1);

  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await field(page, 'Email').fill(email);
  await fillCode(page, true);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).dblclick();
  await expect(page).not.toHaveURL(new RegExp(`${p.login}$`));
  await settle(page);
  expect(logins()).toBe(1);
});

test('forgot password and its send code each send one request on a double click @http @http-phone', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(60_000);
  const p = sessionPaths(isMobile);
  const email = uniqueEmail(`dblforget${isMobile ? 'm' : 'd'}`);
  await register(page, isMobile, true, email);
  const sendCodes = countRequests(page, '/user/sendEmailCodeForget');
  const resets = countRequests(page, '/user/forgetPwd');

  await page.goto(p.forget);
  await waitForApp(page);
  await field(page, 'Email').fill(email);
  const code = await doubleClickSendCode(page, '/user/sendEmailCodeForget');
  await field(page, 'Email verification code').fill(code);
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).dblclick();
  await expect(page.getByText('Password reset. Please log in')).toBeVisible();
  await settle(page);
  expect(sendCodes()).toBe(1);
  expect(resets()).toBe(1);
});

test('desktop modify password sends one request on a double click @http', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the modify page is desktop only (/pc/login/modify)');
  test.setTimeout(60_000);
  const email = uniqueEmail('dblmodify');
  await register(page, false, true, email);
  await page.goto('/pc/login/modify');
  await logIn(page, true, email);
  await expect(page).toHaveURL(/\/pc\/login\/modify$/);
  await waitForApp(page);
  const updates = countRequests(page, '/user/updatePwd');

  await field(page, 'Current password').fill(PASSWORD);
  await fillCode(page, true);
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).dblclick();
  await expect(page.getByText('Password changed')).toBeVisible();
  await settle(page);
  expect(updates()).toBe(1);
});

test('a transfer and a demo top-up each send one request on a double click @http @http-phone', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await signUpOnContract(page, isMobile);
  const transfers = countRequests(page, '/contract/transfer');
  const topUps = countRequests(page, '/virtual/addAmount');

  await transferOnContract(page, '100', { press: 'dblclick' });
  await expect(page.getByTestId('available')).toContainText('100.00 USDT');
  await settle(page);
  expect(transfers()).toBe(1);

  await switchToDemo(page);
  await page.getByRole('button', { name: 'Add 10,000 USDT' }).dblclick();
  await expect(page.getByText('Add Success')).toBeVisible();
  await expect(page.getByTestId('available')).toContainText('20,000.00 USDT');
  await settle(page);
  expect(topUps()).toBe(1);
});
