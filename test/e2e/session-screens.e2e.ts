import type { Page } from '@playwright/test';
import { expect, openDialog, test, waitForApp } from '../support/e2e/fixtures';
import { setFaults } from '../support/e2e/reference-faults';
import { seedSignedIn } from '../support/e2e/seeded-user';
import { isHttpProject, logIn, register, sessionPaths, uniqueEmail } from '../support/e2e/session-steps';

/** The demo exchange's chat page is not a real site: the browser gets a stand-in page. */
async function standInChat(page: Page) {
  await page.route('https://chat.demo-exchange.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title><p>Chat</p>' }),
  );
}

async function signIn(page: Page, isMobile: boolean, http: boolean, tag: string) {
  const email = uniqueEmail(tag);
  await register(page, isMobile, http, email);
  await logIn(page, http, email);
  await expect(page).not.toHaveURL(new RegExp(`${sessionPaths(isMobile).login}$`));
  return email;
}

test('customer service: login for visitors, the chat and the contact links for users @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(60_000);
  const http = isHttpProject(testInfo.project.name);
  await standInChat(page);
  await page.goto(isMobile ? '/' : '/pc/main');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Customer service' }).click();
  await expect(page).toHaveURL(new RegExp(`${sessionPaths(isMobile).login}$`));

  // Signing in is the session tests' subject; here a seeded user comes back to the page.
  await seedSignedIn(page, testInfo.project.name, { tag: `cs${isMobile ? 'm' : 'd'}` });
  await page.goto(isMobile ? '/' : '/pc/main');
  await waitForApp(page);
  if (http) {
    // SPEC section 8: a failed customer-service fetch shows the server message.
    await setFaults(page, {
      '/paramter/getCustomer': { answer: { kind: 'code', code: 0, msg: 'Support is closed' }, times: 1 },
    });
    await page.getByRole('button', { name: 'Customer service' }).click();
    await expect(page.getByText('Support is closed')).toBeVisible();
    await expect(page.getByTestId('cs-dialog')).toBeHidden();
    // The toast leaves after its 2 s; a fading one would spoil the contrast check below.
    await expect(page.getByText('Support is closed')).toBeHidden();
  }
  await page.getByRole('button', { name: 'Customer service' }).click();
  await openDialog(page);
  if (http) {
    const frame = page.getByTitle('Customer service chat');
    await expect(frame).toHaveAttribute('src', /^https:\/\//);
    await expect(page.frameLocator('iframe[title="Customer service chat"]').getByText('Chat')).toBeVisible();
  } else {
    // The demo has no live chat: it says so above the channels.
    await expect(page.getByTestId('cs-no-chat')).toContainText('Live chat is not available in the demo');
  }
  await expect(page.getByTestId('cs-email')).toHaveAttribute('href', /^mailto:.+@/);
  await expect(page.getByTestId('cs-messaging')).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByTestId('cs-telegram')).toHaveAttribute('href', /^https:\/\//);
  await snap(`session-customer-service${http ? '-http' : ''}`);
  await checkA11y();
  await page.keyboard.press('Escape');
  if (isMobile) await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('cs-dialog')).toBeHidden();
});

test('the My tab: the login prompt for visitors, the account entries and log out for users', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.skip(!isMobile, 'My is the mobile tab; desktop has the account menu');
  test.setTimeout(60_000);
  await page.goto('/my');
  await waitForApp(page);
  await expect(page.getByTestId('my-login')).toBeVisible();
  await expect(page.getByTestId('my-logout')).toHaveCount(0);
  await signIn(page, true, false, 'mytab');
  await page.goto('/my');
  await waitForApp(page);
  const entries: Array<[string, string, RegExp]> = [
    ['my-settings', 'Account settings', /\/setting\/safty$/],
    ['my-records', 'Transaction log', /\/account\/trade\?type=4$/],
    ['my-identity', 'Identity authentication', /\/setting\/verify\?type=2$/],
  ];
  for (const [id, name, url] of entries) {
    await expect(page.getByTestId(id)).toHaveText(name);
    await page.getByTestId(id).click();
    await expect(page).toHaveURL(url);
    await page.goBack();
    await waitForApp(page);
  }
  await snap('session-my-entries');
  await checkA11y();
  await page.getByTestId('my-logout').click();
  await expect(page.getByText('Exited')).toBeVisible();
  await expect(page.getByTestId('my-login')).toBeVisible();
});

test('the desktop bell reloads the unread count at once on a refresh-notice event @http', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(isMobile || !isHttpProject(testInfo.project.name), 'the desktop bar, counted over http');
  const countCall = () =>
    page.waitForResponse((response) => /\/index\/getNoticeCount/.test(response.url()), { timeout: 4_000 });
  await signIn(page, false, true, 'bell');
  await page.goto('/pc/main');
  await waitForApp(page);
  await expect(page.getByTestId('nav-notice-bell')).toHaveAccessibleName(/Messages: \d+ unread/);
  // Right after a load the next poll is 5 s away; a load within 4 s comes from the event.
  await page.waitForResponse((response) => /\/index\/getNoticeCount/.test(response.url()));
  const reload = countCall();
  await page.evaluate(() => window.dispatchEvent(new Event('refresh-notice')));
  await reload;
});

test('mobile screens with personal data ask a visitor to log in, and open once signed in', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the desktop guard has its own route tests');
  test.setTimeout(90_000);
  const personal = ['/assets', '/setting/safty', '/setting/verify?type=2', '/account/trade?type=4'];
  for (const path of personal) {
    await page.goto(path);
    await waitForApp(page);
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get('redirect')]).toEqual(['/login', path]);
  }
  await signIn(page, true, false, 'guardm');
  for (const path of personal) {
    await page.goto(path);
    await waitForApp(page);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(path);
  }
});
