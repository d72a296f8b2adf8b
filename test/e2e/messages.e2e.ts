import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';
import { isHttpProject } from '../support/e2e/session-steps';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, XSS_CORPUS } from '../support/e2e/xss-corpus';

/** The unread count where the form factor shows it: the desktop bell, the phone's header badge. */
const unread = (page: Page, isMobile: boolean) =>
  isMobile ? page.getByTestId('messages-unread') : page.getByTestId('nav-notice-bell');

test('opening a message marks it read and the unread count drops at once @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  if (isMobile) {
    // The phone's way in: My, whose Messages entry carries the badge.
    await openSignedIn(page, '/my', { tag: 'msgm' });
    await expect(page.getByTestId('my-messages-unread')).toHaveAccessibleName('Messages: 4 unread');
    await snap('my-messages-entry');
    await page.getByTestId('my-messages').click();
  } else {
    await openSignedIn(page, '/pc/main', { tag: 'msgd' });
    await page.getByTestId('nav-notice-bell').click();
  }
  await expect(page).toHaveURL(/\/setting\/message\?type=4$/);
  const rows = page.getByTestId('message-row');
  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId('message-unread')).toHaveCount(4);
  await expect(unread(page, isMobile)).toHaveAccessibleName('Messages: 4 unread');
  await snap('messages-list');
  await checkA11y();

  await rows.filter({ hasText: 'Scheduled maintenance notice' }).click();
  await expect(page.getByRole('heading', { name: 'Scheduled maintenance notice' })).toBeVisible();
  await expect(page.getByTestId('message-body')).toContainText('30 minutes');
  // The refresh-notice event: the count follows the read without waiting for the next poll.
  await expect(unread(page, isMobile)).toHaveAccessibleName('Messages: 3 unread', { timeout: 2_000 });
  await snap('message-detail');
  await checkA11y();

  await page.getByTestId('message-back').click();
  await expect(rows.filter({ hasText: 'Scheduled maintenance notice' })).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('message-unread')).toHaveCount(3);
});

test('a message body runs nothing, fetches nothing and keeps only the allow-list @http', async ({
  page,
  problems,
}, testInfo) => {
  test.skip(!isHttpProject(testInfo.project.name), 'the server answer is replaced over http');
  const dialogs: string[] = [];
  const outbound: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.url().includes('evil.example') || request.url().startsWith('data:'))
      outbound.push(request.url());
  });
  await page.addInitScript(() => Object.assign(window, { __xss: 0 }));
  await page.route('**/index/getNoticeDetail', (route) =>
    route.fulfill({
      json: {
        code: 1,
        msg: 'success',
        data: { id: 'xss', title: 'Corpus', content: XSS_CORPUS.join('\n'), createdAt: 0, read: true },
      },
    }),
  );
  await openSignedIn(page, '/pc/setting/msg-detail?id=xss', { tag: 'xss' });
  await waitForApp(page);
  const body = page.getByTestId('message-body');
  await expect(body).toContainText('fine link');
  const found = await body.evaluate((root) =>
    Array.from(root.querySelectorAll('*'), (element) => ({
      tag: element.tagName.toLowerCase(),
      attributes: element.getAttributeNames(),
      href: element.getAttribute('href'),
    })),
  );
  for (const { tag, attributes, href } of found) {
    expect(ALLOWED_TAGS).toContain(tag);
    for (const attribute of attributes) expect(ALLOWED_ATTRIBUTES).toContain(attribute);
    if (href !== null) expect(href).toMatch(/^(https?:\/\/|mailto:)/i);
  }
  // Press everything that is not a link out of the app, its handlers would run at once.
  await body.evaluate((root) => {
    for (const element of root.querySelectorAll<HTMLElement>('*:not(a)')) element.click();
  });
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  expect(await body.locator('script, style, iframe, form, svg, object, embed, video, audio').count()).toBe(0);
  expect(await page.locator('base').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(outbound).toEqual([]);
  // Chromium reports the handlers and <base> of the server HTML as it parses it (inside the
  // sanitiser, before they are taken out): the page's CSP blocked each. Any other error fails.
  const reports = problems.consoleErrors.splice(0);
  expect(
    reports.filter((report) => !/Content Security Policy.*The action has been blocked\.$/s.test(report)),
  ).toEqual([]);
});
