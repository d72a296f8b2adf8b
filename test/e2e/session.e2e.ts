import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';

const PASSWORD = 'secret-pass-1';

/** Paths and texts of each form factor. */
const paths = (isMobile: boolean) =>
  isMobile
    ? { login: '/login', register: '/register', guarded: '/assets', my: '/my' }
    : {
        login: '/pc/login/login',
        register: '/pc/login/register',
        guarded: '/pc/setting/safty',
        my: '/pc/main',
      };

const field = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));

/**
 * Sends a code and types it: demo mode shows it on the page (no mail leaves the browser);
 * in http mode the test reads it where a user would read the mail, here the reference
 * server's answer, and the page must not show it.
 */
async function fillDemoCode(page: Page) {
  const http = test.info().project.name.endsWith('-http');
  const answer = http
    ? page.waitForResponse((response) => /\/user\/sendEmailCode/.test(response.url()))
    : null;
  await page.getByTestId('send-code').click();
  let code: string;
  if (answer) {
    const body = (await (await answer).json()) as { data?: { demoCode?: string } };
    code = body.data?.demoCode ?? '';
    await expect(page.getByTestId('demo-code')).toHaveCount(0);
  } else {
    const notice = page.getByTestId('demo-code');
    await expect(notice).toBeVisible();
    code = (await notice.innerText()).trim().split(/\s+/).pop() ?? '';
  }
  await field(page, 'Email verification code').fill(code);
}

async function register(page: Page, registerPath: string, email: string) {
  await page.goto(registerPath);
  await waitForApp(page);
  await field(page, 'Email').fill(email);
  await fillDemoCode(page);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill('different-pass');
  await page.getByText('I have read and agree to the user agreement').click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Passwords are inconsistent')).toBeVisible();
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}

test('register, log in through the guard, stay signed in on reload, log out with Exited @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  const p = paths(isMobile);
  const email = `trader${Date.now()}${isMobile ? 'm' : 'd'}@example.com`;
  await register(page, p.register, email);
  await expect(page).toHaveURL(new RegExp(`${p.login}$`));

  // The guard sends a visitor to login and remembers the way back.
  await page.goto(p.guarded);
  await expect(page).toHaveURL(new RegExp(`${p.login}\\?redirect=`));
  await waitForApp(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Please enter your email').first()).toBeVisible();
  await snap('session-login-validation');
  await checkA11y();

  await field(page, 'Email').fill(email);
  await fillDemoCode(page);
  await field(page, 'Password').fill(isMobile ? '12345' : 'short');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByText(isMobile ? 'Password must be at least 6 characters' : 'Password must be 8-24 characters'),
  ).toBeVisible();
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${p.guarded}$`));

  await page.reload();
  await waitForApp(page);
  await expect(page).toHaveURL(new RegExp(`${p.guarded}$`));
  expect(await page.evaluate(() => localStorage.getItem('User-Email'))).toBe(email);

  // The assets page keeps its overview on the device for the next visit, until log-out.
  const overview = () => page.evaluate(() => localStorage.getItem('Wallet-Overview'));
  await page.goto(isMobile ? '/assets' : '/pc/account');
  await waitForApp(page);
  await expect.poll(overview).not.toBeNull();

  await page.goto(p.my);
  await waitForApp(page);
  if (isMobile) {
    await expect(page.getByText(`${email.slice(0, 4)}***.com`)).toBeVisible();
    await snap('session-my-signed-in');
    await page.getByTestId('my-logout').click();
  } else {
    // The bell shows the unread count from the notice gateway and opens the messages.
    await expect(page.getByTestId('nav-notice-bell')).toHaveAccessibleName(/Messages: \d+ unread/);
    await page.getByTestId('nav-notice-bell').click();
    await expect(page).toHaveURL(/\/pc\/setting\/message\?type=4$/);
    await page.getByTestId('nav-account-menu').click();
    await expect(page.getByText(`${email.slice(0, 4)}***.com`)).toBeVisible();
    await snap('session-account-menu');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  }
  await expect(page.getByText('Exited')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('User-Token'))).toBeNull();
  // Nothing of the user's money stays on the device.
  expect(await overview()).toBeNull();
  await snap('session-exited');
});
