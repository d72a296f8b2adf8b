import type { Page } from '@playwright/test';
import { expect, waitForApp } from './fixtures';

export const PASSWORD = 'secret-pass-1';

/** The pages of each form factor that the session tests go through. */
export const sessionPaths = (isMobile: boolean) =>
  isMobile
    ? { login: '/login', register: '/register', forget: '/forget', guarded: '/setting/safty' }
    : {
        login: '/pc/login/login',
        register: '/pc/login/register',
        forget: '/pc/login/forget',
        guarded: '/pc/setting/safty',
      };

/** Runs in http mode: the app was built with VITE_BACKEND=http and talks to the reference server. */
export const isHttpProject = (projectName: string) => projectName.endsWith('-http');

export const field = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));

/**
 * Sends a code and types it, as the user would read it from the mail. Demo mode shows the
 * code on the page; in http mode the reference server (a simulated exchange, no mail) hands
 * it back in its answer to the app's send-code call, which the test reads like a mailbox.
 */
export async function fillCode(page: Page, http: boolean): Promise<string> {
  const answer = http
    ? page.waitForResponse((response) => /\/user\/sendEmailCode/.test(response.url()), { timeout: 10_000 })
    : null;
  await page.getByTestId('send-code').click();
  let code = '';
  if (answer) {
    const body = (await (await answer).json()) as { data?: { demoCode?: string } };
    code = body.data?.demoCode ?? '';
  } else {
    const notice = page.getByTestId('demo-code');
    await expect(notice).toBeVisible();
    code = (await notice.innerText()).trim().split(/\s+/).pop() ?? '';
  }
  expect(code).not.toBe('');
  await field(page, 'Email verification code').fill(code);
  return code;
}

export async function register(page: Page, isMobile: boolean, http: boolean, email: string) {
  await page.goto(sessionPaths(isMobile).register);
  await waitForApp(page);
  await fillRegisterForm(page, http, email);
  await expect(page).toHaveURL(new RegExp(`${sessionPaths(isMobile).login}$`));
}

/** Fills and sends the register form on the current (register) page, the invite field as it is. */
export async function fillRegisterForm(page: Page, http: boolean, email: string) {
  await field(page, 'Email').fill(email);
  await fillCode(page, http);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByText('I have read and agree to the user agreement').click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}

/** Fills and sends the login form on the current (login) page. */
export async function logIn(page: Page, http: boolean, email: string, password = PASSWORD) {
  await waitForApp(page);
  // The router keeps the previous screen up while the login screen's code loads (a
  // transition), so the URL can already say login while the register form is still shown:
  // type only once the login form itself is there.
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await field(page, 'Email').fill(email);
  await fillCode(page, http);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export const uniqueEmail = (tag: string) =>
  `${tag}${Date.now()}${Math.floor(Math.random() * 1e4)}@example.com`;
