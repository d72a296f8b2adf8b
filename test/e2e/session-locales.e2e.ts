import type { Page } from '@playwright/test';
import { expect, openDialog, test, waitForApp } from '../support/e2e/fixtures';
import { seedSignedIn } from '../support/e2e/seeded-user';
import { sessionPaths } from '../support/e2e/session-steps';

async function useLocale(page: Page, locale: string) {
  await page.evaluate((lang) => localStorage.setItem('User-Lang', lang), locale);
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`the signed-out session screens in ${locale}`, async ({ page, isMobile, snap, checkA11y }) => {
    // Four screens, each with an axe scan.
    test.setTimeout(90_000);
    const p = sessionPaths(isMobile);
    const shot = async (name: string) => {
      await snap(`session-${name}-${locale}`);
      await checkA11y();
    };
    // The locale's number and date data loads in a worker, which ends once it has
    // (src/ui/shared/i18n/locale-data-warm-up.ts); the texts render after it.
    const endedWorkers: string[] = [];
    page.on('worker', (worker) => worker.on('close', () => endedWorkers.push(worker.url())));
    await page.goto(p.login);
    await waitForApp(page);
    await expect
      .poll(() => endedWorkers)
      .toContainEqual(expect.stringMatching(/\/locale-data\.worker-[^/]+\.js$/));
    await useLocale(page, locale);

    for (const [path, name] of [
      [p.login, 'login'],
      [p.register, 'register'],
      [p.forget, 'forget'],
    ] as const) {
      await page.goto(path);
      await waitForApp(page);
      await page.getByTestId('send-code').waitFor();
      await shot(name);
    }
    if (isMobile) {
      await page.goto('/my');
      await waitForApp(page);
      await shot('my-signed-out');
    }
  });

  test(`the signed-in account screens in ${locale}`, async ({ page, isMobile, snap, checkA11y }) => {
    // Three screens, each with an axe scan.
    test.setTimeout(90_000);
    await page.route('https://chat.demo-exchange.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title><p>Chat</p>' }),
    );
    const shot = async (name: string) => {
      await snap(`session-${name}-${locale}`);
      await checkA11y();
    };
    // Signed in (the session tests drive the forms themselves), in the locale from the start.
    await page.addInitScript((lang) => {
      try {
        localStorage.setItem('User-Lang', lang);
      } catch {
        // The chat's frame has an opaque origin and no storage; the app's origin has.
      }
    }, locale);
    await seedSignedIn(page, test.info().project.name, { tag: `locale${isMobile ? 'm' : 'd'}` });

    if (isMobile) {
      await page.goto('/my');
      await waitForApp(page);
      await shot('my-signed-in');
    } else {
      await page.goto('/pc/login/modify');
      await waitForApp(page);
      await shot('modify');
      await page.goto('/pc/main');
      await waitForApp(page);
      await page.getByTestId('nav-account-menu').click();
      await expect(page.getByRole('menu')).toBeVisible();
      // antd fades the menu in with CSS; the screenshot and contrast check need the end state.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await shot('account-menu');
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('cs-button').click();
    await openDialog(page);
    await expect(page.getByTestId('cs-panel')).toBeVisible();
    await shot('customer-service');
  });
}
