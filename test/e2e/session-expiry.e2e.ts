import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { setFaults } from '../support/e2e/reference-faults';
import { isHttpProject, logIn, register, sessionPaths, uniqueEmail } from '../support/e2e/session-steps';

/**
 * Demo mode: the simulated exchange forgets the session, as a server does when a token
 * expires or is revoked; the app's next call with the token gets -2.
 */
async function demoServerForgetsSessions(page: Page) {
  await page.evaluate(() => {
    const key = 'Demo-Exchange-State';
    const state = JSON.parse(localStorage.getItem(key) ?? '{}') as { sessions?: unknown[] };
    state.sessions = [];
    localStorage.setItem(key, JSON.stringify(state));
  });
  await page.reload();
}

/**
 * Http mode: the reference server answers one call of this user with -2: the mobile app's
 * profile load on reload, the desktop bell's 5 s unread-count poll.
 */
async function httpServerExpires(page: Page, isMobile: boolean) {
  if (isMobile) {
    await setFaults(page, { '/user/info': { answer: { kind: 'expired' }, times: 1 } });
    await page.reload();
  } else {
    await setFaults(page, { '/index/getNoticeCount': { answer: { kind: 'expired' }, times: 1 } });
  }
}

test('a -2 from the server shows its message, signs out, and login returns to the page @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(60_000);
  const http = isHttpProject(testInfo.project.name);
  const p = sessionPaths(isMobile);
  const email = uniqueEmail(`expiry${isMobile ? 'm' : 'd'}`);
  await register(page, isMobile, http, email);

  await page.goto(p.guarded);
  await expect(page).toHaveURL(new RegExp(`${p.login}\\?redirect=`));
  await logIn(page, http, email);
  await expect(page).toHaveURL(new RegExp(`${p.guarded}$`));

  await page.reload();
  await waitForApp(page);
  await expect(page).toHaveURL(new RegExp(`${p.guarded}$`));
  expect(await page.evaluate(() => localStorage.getItem('User-Token'))).not.toBeNull();

  if (http) await httpServerExpires(page, isMobile);
  else await demoServerForgetsSessions(page);

  // The server's msg as a toast (the desktop login page also says it, for the redirect).
  const toast = isMobile
    ? page.locator('.adm-toast-main', { hasText: 'Please login first' })
    : page.getByRole('alert').filter({ hasText: 'Please login first' });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`${p.login}\\?redirect=${encodeURIComponent(p.guarded)}`));
  expect(await page.evaluate(() => localStorage.getItem('User-Token'))).toBeNull();
  await snap(`session-expired${http ? '-http' : ''}`);
  // The toast fades out after 2 s; axe checks the page, not a half-transparent toast.
  await expect(toast).toBeHidden();
  await checkA11y();

  await logIn(page, http, email);
  await expect(page).toHaveURL(new RegExp(`${p.guarded}$`));
});
