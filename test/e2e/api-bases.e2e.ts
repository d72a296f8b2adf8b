import type { Page } from '@playwright/test';
import { contractPaths, switchToDemo } from '../support/e2e/contract-steps';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { isHttpProject, logIn, register, uniqueEmail } from '../support/e2e/session-steps';
import { API_PREFIXES } from '../../scripts/server/api-prefixes.mjs';

/** Every API call the page makes, as a path ('/bb/app/huobi/getKline'). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (API_PREFIXES.some((prefix) => pathname.startsWith(`${prefix}/`))) calls.push(pathname);
  });
  return calls;
}

test('desktop pages call the API under /bb/app, mobile pages under the mobile bases @http @http-phone', async ({
  page,
  isMobile,
}) => {
  test.skip(!isHttpProject(test.info().project.name), 'demo mode calls no API');
  test.setTimeout(150_000);
  const calls = apiCalls(page);
  // The register and login forms too: their calls are the user port's (no seeded sign-in here).
  const paths = contractPaths(isMobile);
  const email = uniqueEmail('bases');
  await register(page, isMobile, true, email);
  await page.goto(`${paths.login}?redirect=${encodeURIComponent(paths.contract)}`);
  await logIn(page, true, email);
  await expect(page).toHaveURL(new RegExp(`${paths.contract}$`));
  await waitForApp(page);
  await switchToDemo(page);
  await page.goto(isMobile ? '/market/btcusdt' : '/pc/trade?symbol=btcusdt');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: /^Use price / }).first()).toBeVisible();

  // Sign-up, profile, parameters, market, both contract accounts: every port was called.
  for (const call of [
    '/user/register',
    '/user/login',
    '/user/info',
    '/paramter/',
    '/huobi/getKline',
    '/contract/getAssets',
  ])
    expect(calls.some((path) => path.includes(call))).toBe(true);
  expect(calls.some((path) => path.includes('/virtual/getAssets'))).toBe(true);
  if (isMobile) {
    expect(calls.filter((path) => path.startsWith('/bb/'))).toEqual([]);
    const demoCalls = calls.filter((path) => path.includes('/virtual/'));
    expect(demoCalls.filter((path) => !path.startsWith('/contract/app/virtual/'))).toEqual([]);
  } else {
    expect(calls.filter((path) => !path.startsWith('/bb/app/'))).toEqual([]);
  }
});
