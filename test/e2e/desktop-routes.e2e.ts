import { expect, test, waitForApp } from '../support/e2e/fixtures';

test.skip(({ isMobile }) => isMobile, 'desktop routes are checked at 1440x900');

const LOGIN = '/pc/login/login';

/**
 * SPEC section 2 (route table) and section 4 (public paths): where a signed-out visitor
 * ends up for every desktop route. Written from the SPEC, not from the app's own table.
 */
const signedOut: Array<[string, string]> = [
  ['/pc', '/pc/main'],
  ['/pc/main', '/pc/main'],
  ['/pc/market', '/pc/market'],
  ['/pc/trade', '/pc/trade'],
  ['/pc/scontract', '/pc/scontract'],
  ['/pc/finance', '/pc/finance/list'],
  ['/pc/finance/list', '/pc/finance/list'],
  ['/pc/finance/record', LOGIN],
  ['/pc/subscribe', '/pc/subscribe/list'],
  ['/pc/subscribe/list', '/pc/subscribe/list'],
  ['/pc/subscribe/detail', '/pc/subscribe/detail'],
  ['/pc/subscribe/preview', '/pc/subscribe/preview'],
  ['/pc/subscribe/record', LOGIN],
  ['/pc/account', LOGIN],
  ['/pc/account/assert/2', LOGIN],
  ['/pc/account/recharge', LOGIN],
  ['/pc/account/withdrawel', LOGIN],
  ['/pc/account/dui', LOGIN],
  ['/pc/account/trade', LOGIN],
  ['/pc/setting', LOGIN],
  ['/pc/setting/safty', LOGIN],
  ['/pc/setting/verify', LOGIN],
  ['/pc/setting/address', LOGIN],
  ['/pc/setting/message', LOGIN],
  ['/pc/setting/msg-detail', LOGIN],
  ['/pc/pool', '/pc/pool/list'],
  ['/pc/pool/list', '/pc/pool/list'],
  ['/pc/pool/record', LOGIN],
  ['/pc/fund', '/pc/fund/list'],
  ['/pc/fund/list', '/pc/fund/list'],
  ['/pc/fund/record', LOGIN],
  ['/pc/login', LOGIN],
  ['/pc/login/login', LOGIN],
  ['/pc/login/register', '/pc/login/register'],
  ['/pc/login/forget', '/pc/login/forget'],
  ['/pc/login/modify', LOGIN],
  ['/pc/about', '/pc/about/us'],
  ['/pc/about/us', '/pc/about/us'],
  ['/pc/about/connect', '/pc/about/connect'],
  ['/pc/about/protocol', '/pc/about/protocol'],
  ['/pc/about/legal', '/pc/about/legal'],
  ['/pc/about/policy', LOGIN],
];

// One test a route: each gets its own time budget and a failure names its route. Each page
// is pictured and checked with axe once, where it is the route's own page; the ~20 routes
// that only redirect to a page checked elsewhere (mostly the login page) check the path.
for (const [from, to] of signedOut) {
  test(`signed out, ${from} ends at ${to}`, async ({ page, snap, checkA11y }) => {
    await page.goto(from);
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe(to);
    if (from !== to) return;
    await snap(`route${from.replaceAll('/', '_')}`);
    await checkA11y();
  });
}

test('a redirect to login keeps the requested page so that the user can return to it', async ({ page }) => {
  await page.goto('/pc/account/recharge');
  await waitForApp(page);
  const url = new URL(page.url());
  expect(url.pathname).toBe(LOGIN);
  expect(url.searchParams.get('redirect')).toBe('/pc/account/recharge');
});

test('an unknown desktop path shows a not-found page with a way home', async ({ page, visit }) => {
  await visit('/pc/no-such-page', 'not-found');
  await page
    .getByRole('link', { name: /home|main/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pc\/main$/);
});
