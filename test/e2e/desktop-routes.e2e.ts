import { expect, goInApp, test, waitForApp } from '../support/e2e/fixtures';

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

/**
 * The group of the SPEC's table a route belongs to; the layout's own pages (each a full
 * trading or market screen, the longest to scan) are a group each, '/pc' with '/pc/main'.
 */
const LAYOUT_PAGES = ['', 'main', 'market', 'trade', 'scontract'];
const groupOf = (path: string) => {
  const first = path.split('/')[2] ?? '';
  return LAYOUT_PAGES.includes(first) ? `/pc/${first || 'main'}` : `/pc/${first}`;
};
const groups = [...new Set(signedOut.map(([from]) => groupOf(from)))];

// One test a route group, walked inside the app after one page load: a failure names every
// route that ended elsewhere. Each page is pictured and checked with axe once, where it is
// the route's own page; routes that only redirect to a page checked elsewhere check the path.
for (const group of groups) {
  test(`signed out, the ${group} routes end where the SPEC says`, async ({ page, snap, checkA11y }) => {
    const routes = signedOut.filter(([from]) => groupOf(from) === group);
    await page.goto('/pc/about/us');
    await waitForApp(page);
    const arrived: Array<[string, string]> = [];
    for (const [from, to] of routes) {
      // Each route is opened from the same public page, as a link there would, so no step
      // starts on the login page that the step before redirected to.
      await goInApp(page, '/pc/about/us');
      await goInApp(page, from);
      // The document's own location, polled: a redirect back to the URL shown before this
      // step (login?redirect= the same page) is a replaceState the frame's URL may not report.
      const pathname = () => page.evaluate(() => window.location.pathname);
      await expect
        .poll(pathname, { timeout: 10_000 })
        .toBe(to)
        .catch(() => undefined);
      const at = await pathname();
      arrived.push([from, at]);
      if (from !== to || at !== to) continue;
      await snap(`route${from.replaceAll('/', '_')}`);
      await checkA11y();
    }
    expect(arrived).toEqual(routes);
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
