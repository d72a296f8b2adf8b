import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { seedSignedIn } from '../support/e2e/seeded-user';
import { isHttpProject, logIn, sessionPaths } from '../support/e2e/session-steps';

/** Logs out as the user does it on each form factor. */
async function logOut(page: Page, isMobile: boolean) {
  await page.goto(isMobile ? '/my' : '/pc/main');
  await waitForApp(page);
  if (isMobile) {
    await page.getByTestId('my-logout').click();
  } else {
    await page.getByTestId('nav-account-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  }
  await expect(page.getByText('Exited')).toBeVisible();
}

test('one account per tab: a log-out in another tab signs this one out, a log-in there starts it again as that session', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  const http = isHttpProject(testInfo.project.name);
  const user = await seedSignedIn(page, testInfo.project.name, { tag: 'tabs' });
  const { guarded, login } = sessionPaths(isMobile);
  const masked = `${user.email.slice(0, 4)}***.com`;
  await page.goto(guarded);
  await waitForApp(page);
  await expect(page.getByText(masked).first()).toBeVisible();

  // A second tab of the same browser: the same stored session.
  const other = await page.context().newPage();
  await logOut(other, isMobile);
  await expect(page.getByText('You signed out in another tab')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${login}\\?redirect=${encodeURIComponent(guarded)}`));
  await snap('session-tabs-signed-out-elsewhere');

  // A log-in in the other tab: this tab starts again (its page reloads) as that session and
  // returns to where it was.
  await page.evaluate(() => Object.assign(window, { beforeTheOtherLogin: true }));
  await other.goto(login);
  await logIn(other, http, user.email, user.password);
  await expect
    // While the page reloads there is no window to ask: not reloaded yet, ask again.
    .poll(() => page.evaluate(() => 'beforeTheOtherLogin' in window).catch(() => true), {
      message: 'this tab reloaded',
    })
    .toBe(false);
  await expect(page).toHaveURL(new RegExp(`${guarded}$`));
  await expect(page.getByText(masked).first()).toBeVisible();
  await other.close();
});
