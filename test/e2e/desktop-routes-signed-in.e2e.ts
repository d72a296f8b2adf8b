import { expect, goInApp, test } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';
import { isHttpProject } from '../support/e2e/session-steps';

test.skip(({ isMobile }) => isMobile, 'desktop routes are checked at 1440x900');

/**
 * SPEC section 2's route table, signed in: every leaf is open (no guard), each group goes
 * to its redirect, and the login page sends a signed-in user on to the home page. It runs
 * against the reference server, so on the way the fixture checks that every call of every
 * desktop page goes under the desktop base /bb/app (SPEC "Desktop call conventions").
 */
const signedIn: Array<[string, string]> = [
  ['/pc', '/pc/main'],
  ['/pc/main', '/pc/main'],
  ['/pc/market', '/pc/market'],
  ['/pc/trade', '/pc/trade'],
  ['/pc/scontract', '/pc/scontract'],
  ['/pc/finance', '/pc/finance/list'],
  ['/pc/finance/list', '/pc/finance/list'],
  ['/pc/finance/record', '/pc/finance/record'],
  ['/pc/subscribe', '/pc/subscribe/list'],
  ['/pc/subscribe/list', '/pc/subscribe/list'],
  ['/pc/subscribe/detail', '/pc/subscribe/detail'],
  ['/pc/subscribe/preview', '/pc/subscribe/preview'],
  ['/pc/subscribe/record', '/pc/subscribe/record'],
  ['/pc/account', '/pc/account/assert/2'],
  ['/pc/account/assert/2', '/pc/account/assert/2'],
  ['/pc/account/recharge', '/pc/account/recharge'],
  ['/pc/account/withdrawel', '/pc/account/withdrawel'],
  ['/pc/account/dui', '/pc/account/dui'],
  ['/pc/account/trade', '/pc/account/trade'],
  ['/pc/setting', '/pc/setting/safty'],
  ['/pc/setting/safty', '/pc/setting/safty'],
  ['/pc/setting/verify', '/pc/setting/verify'],
  ['/pc/setting/address', '/pc/setting/address'],
  ['/pc/setting/message', '/pc/setting/message'],
  ['/pc/setting/msg-detail', '/pc/setting/msg-detail'],
  ['/pc/pool', '/pc/pool/list'],
  ['/pc/pool/list', '/pc/pool/list'],
  ['/pc/pool/record', '/pc/pool/record'],
  ['/pc/fund', '/pc/fund/list'],
  ['/pc/fund/list', '/pc/fund/list'],
  ['/pc/fund/record', '/pc/fund/record'],
  ['/pc/login', '/pc/main'],
  ['/pc/login/login', '/pc/main'],
  ['/pc/login/register', '/pc/login/register'],
  ['/pc/login/forget', '/pc/login/forget'],
  ['/pc/login/modify', '/pc/login/modify'],
  ['/pc/about', '/pc/about/us'],
  ['/pc/about/us', '/pc/about/us'],
  ['/pc/about/connect', '/pc/about/connect'],
  ['/pc/about/protocol', '/pc/about/protocol'],
  ['/pc/about/legal', '/pc/about/legal'],
  ['/pc/about/policy', '/pc/about/policy'],
];

test('every desktop route ends where the route table says, signed in, calling under /bb/app @http', async ({
  page,
}) => {
  test.skip(!isHttpProject(test.info().project.name), 'the same routes, with their API calls to check');
  await openSignedIn(page, '/pc/main', { tag: 'routes' });
  const arrived: Array<[string, string]> = [];
  for (const [from, to] of signedIn) {
    await goInApp(page, from);
    // Redirects settle after the first render; wait for the expected end, then record it.
    await page.waitForURL((url) => url.pathname === to, { timeout: 10_000 }).catch(() => undefined);
    arrived.push([from, new URL(page.url()).pathname]);
  }
  expect(arrived).toEqual(signedIn);
  expect(await page.evaluate(() => localStorage.getItem('User-Token'))).not.toBeNull();
});
