import type { Page } from '@playwright/test';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from '../../scripts/server/app-server.mjs';
import { expect, test, waitForApp } from '../support/e2e/fixtures';

// Service workers are blocked in every other test (playwright.config.ts): here they are the subject.
test.use({ serviceWorkers: 'allow' });

/**
 * A copy of the demo build behind its own production server, so that the test can publish
 * a new deployment (a changed service worker) without touching the build other tests use.
 */
async function deployCopy() {
  const root = mkdtempSync(join(tmpdir(), 'exchange-deploy-'));
  cpSync('dist', root, { recursive: true });
  const { app, url } = await startAppServer({ root, port: 0, host: '127.0.0.1' });
  return {
    url,
    /** A new deployment: the service worker's script changes, as every build's precache list does. */
    publishUpdate() {
      // The server would send the old precompressed copies: a real deploy rewrites them too.
      rmSync(join(root, 'sw.js.br'), { force: true });
      rmSync(join(root, 'sw.js.gz'), { force: true });
      appendFileSync(join(root, 'sw.js'), '\n// next deployment\n');
    },
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The service worker controls the page and holds every chunk the page has loaded. */
async function waitForInstalledShell(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.waitForFunction(
    async () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
      const held = await Promise.all(loaded.map((url) => caches.match(url.href)));
      return loaded.length > 0 && held.every(Boolean);
    },
    undefined,
    { timeout: 20_000, polling: 500 },
  );
}

test('the app installs, opens offline with prices paused, and offers a new deployment', async ({
  page,
  context,
  isMobile,
  snap,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  const deploy = await deployCopy();
  try {
    const home = isMobile ? '/' : '/pc/main';
    await page.goto(`${deploy.url}${home}`);
    await waitForApp(page);
    await waitForInstalledShell(page);

    // Chrome's own installability checks: manifest, icons, start URL, service worker. The
    // test browser's profile is incognito, which only the browser itself can change.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);

    await context.setOffline(true);
    // Served by the service worker: with the network off, a page that was not installed
    // would be the browser's error page.
    await page.reload();
    await waitForApp(page);
    // Chromium's offline emulation does not reach a document that a service worker served
    // (navigator.onLine stays true: microsoft/playwright#2311); a phone in flight mode does.
    // Going offline once more reaches the new document, as the connection dropping would.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(
      'You are offline. Prices are paused until the connection returns.',
    );
    await snap('app-offline');
    await checkA11y();
    await context.setOffline(false);
    await expect(page.getByText('You are offline')).toHaveCount(0);

    deploy.publishUpdate();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const offer = page.getByRole('alert').filter({ hasText: 'A new version of the app is ready.' });
    // The new worker offers itself once it has precached every chunk (each feature module is
    // one), which on two busy cores can take longer than the default wait.
    await expect(offer).toBeVisible({ timeout: 45_000 });
    await snap('app-update-ready');
    // Taking the update reloads the page onto the new deployment, which nothing replaces.
    await Promise.all([
      page.waitForEvent('load'),
      offer.getByRole('button', { name: 'Reload to update' }).click(),
    ]);
    await waitForApp(page);
    await expect(offer).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    await deploy.close();
  }
});
