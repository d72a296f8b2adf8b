import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { layoutShifted, watchPaints } from '../support/e2e/paints';
import { openSignedIn } from '../support/e2e/seeded-user';

const TAGLINE_EN = 'Spot trading, seconds contracts and earning products, all in one app.';
const TAGLINE_ZH = '现货交易、秒合约与理财产品，尽在一个应用。';

/**
 * The scripts the page fetched up to `until` (a time on its clock) that the painted HTML of
 * `path` does not name itself: each such script is fetched only once an earlier one has run and
 * asked for it, a round trip later on a phone's network, and linked by the app in a task of its own.
 */
const scriptsLeftOut = (page: Page, path: string, until: number) =>
  page.evaluate(
    async ({ path, until }) => {
      const html = new DOMParser().parseFromString(await (await fetch(path)).text(), 'text/html');
      const named = [...html.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
        (link) =>
          new URL(link.getAttribute('src') ?? link.getAttribute('href') ?? '', location.href).pathname,
      );
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until && /\/assets\/.*\.js$/.test(entry.name))
        .filter((entry) => !entry.name.includes('.worker-'))
        .map((entry) => new URL(entry.name).pathname);
      return { fetched: fetched.length, leftOut: fetched.filter((file) => !named.includes(file)) };
    },
    { path, until },
  );

test.describe("the phone's home", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone's painted first screen is checked at 390x844");

  /** Where the home's landmarks lie under `root`: the greeting, each market row, the tabs. */
  const layoutOf = (page: Page, root: string) =>
    page.evaluate((scope) => {
      const box = (element: Element | null) => {
        const rect = element?.getBoundingClientRect();
        return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',') : 'missing';
      };
      const inside = document.querySelector(scope);
      return {
        greeting: box(inside?.querySelector('.m-hero__text') ?? null),
        rows: [...(inside?.querySelectorAll('.mk-overview tbody tr') ?? [])].map(box),
        tabs: box(inside?.querySelector('.m-tabbar') ?? null),
      };
    }, root);

  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false });

    test('the home is already painted: greeting, placeholder rows and tabs, in the language last chosen', async ({
      page,
      context,
      baseURL,
      problems,
    }) => {
      await page.goto('/');
      const painted = page.locator('#first-screen');
      await expect(painted.locator('.m-hero__text')).toHaveText(TAGLINE_EN);
      await expect(painted.locator('.mk-overview__placeholder')).toHaveCount(6);
      await expect(painted.locator('.m-tabbar a')).toHaveCount(5);
      await expect(painted.locator('.m-hero__text')).toBeInViewport();

      await context.addCookies([{ name: 'first-screen-locale', value: 'zh-CN', url: baseURL ?? '' }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(painted.locator('.m-hero__text')).toHaveText(TAGLINE_ZH);

      // Only the painted routes are: another route's first screen is the app's to draw.
      await page.goto('/my');
      await expect(page.locator('#first-screen')).toHaveCount(0);
      // A browser without scripts refuses the page's script preloads: this test's doing.
      expect(problems.failedRequests.filter((text) => !/\.js: csp$/.test(text))).toEqual([]);
      problems.failedRequests.length = 0;
    });
  });

  test('the painted home draws from its HTML alone: no stylesheet is waited for, and each still loads', async ({
    browser,
    baseURL,
    page,
  }) => {
    const scriptless = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      isMobile: true,
    });
    const look = async (styled: boolean) => {
      const still = await scriptless.newPage();
      if (!styled) await still.route('**/*.css', (route) => route.abort());
      await still.goto('/');
      const drawn = {
        layout: await layoutOf(still, '#first-screen'),
        colours: await still.evaluate(() =>
          ['body', '.m-hero__text', '.m-tabbar'].map((selector) => {
            const style = getComputedStyle(document.querySelector(selector) ?? document.body);
            return `${style.color} on ${style.backgroundColor}`;
          }),
        ),
      };
      // The whole sheets come after the painted screen, where they block none of its paint.
      const sheets = await still.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.parentElement?.tagName),
      );
      // So do the scripts and their preloads, index.html's own too: the parser starts each one's
      // fetch as it reaches it, and ahead of the screen that work held its first paint back.
      const preloads = await still.evaluate(() => {
        const screen = document.getElementById('first-screen');
        return [...document.querySelectorAll('link[rel="modulepreload"], script[src]')].map((link) =>
          screen && screen.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING
            ? 'after'
            : 'before',
        );
      });
      await still.close();
      return { drawn, sheets, preloads };
    };
    const styled = await look(true);
    const unstyled = await look(false);
    await scriptless.close();
    expect(unstyled.drawn).toEqual(styled.drawn);
    expect(styled.sheets.length).toBeGreaterThan(0);
    expect(new Set(styled.sheets)).toEqual(new Set(['BODY']));
    expect(styled.preloads.length).toBeGreaterThan(10);
    expect(new Set(styled.preloads)).toEqual(new Set(['after']));
  });

  test('the app takes the painted home over where it lies: nothing moves, and the painted one goes', async ({
    page,
    browser,
    baseURL,
    snap,
  }) => {
    const scriptless = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      isMobile: true,
    });
    const still = await scriptless.newPage();
    await still.goto('/');
    const painted = await layoutOf(still, '#first-screen');
    await scriptless.close();

    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('#root .mk-overview tbody th a')).toHaveCount(6);
    const drawnAt = await page.evaluate(() => performance.now());
    expect(await layoutOf(page, '#root')).toEqual(painted);
    await snap('first-screen-taken-over');

    // Every script the home needed was named by the painted page itself, so a phone fetches them
    // beside the entry instead of in the rounds after it (the entry asks for the mobile app, which
    // asks for the home page and its texts).
    const { fetched, leftOut } = await scriptsLeftOut(page, '/', drawnAt);
    expect(fetched).toBeGreaterThan(10);
    expect(leftOut).toEqual([]);
  });

  test('the language the app shows is the one the next visit is painted in', async ({ page, context }) => {
    await page.goto('/language');
    await waitForApp(page);
    await page.getByTestId('language-option-zh-CN').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const cookie = (await context.cookies()).find(({ name }) => name === 'first-screen-locale');
    expect(cookie?.value).toBe('zh-CN');
    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('.m-hero__text')).toHaveText(TAGLINE_ZH);
  });

  test("a signed-in user is not painted the visitor's greeting, and is again once signed out", async ({
    page,
    context,
  }) => {
    const paintedHome = () => page.evaluate(async () => (await fetch('/')).text());
    const userCookie = async () =>
      (await context.cookies()).find(({ name }) => name === 'first-screen-user')?.value;
    await openSignedIn(page, '/');
    await expect.poll(userCookie).toBe('1');
    expect(await paintedHome()).not.toContain('id="first-screen"');
    await page.goto('/my');
    await waitForApp(page);
    await page.getByTestId('my-logout').click();
    await expect.poll(userCookie).toBe('0');
    expect(await paintedHome()).toContain('id="first-screen"');
  });
});

const HEADLINE_EN = 'Trade crypto your way';
const HEADLINE_ZH = '以您的方式交易加密资产';

/** Where the desktop home's landmarks lie under `root`: the top bar's parts, the hero, the market list. */
const desktopLayoutOf = (page: Page, root: string) =>
  page.evaluate((scope) => {
    const inside = document.querySelector(scope);
    const boxes = (selector: string) =>
      [...(inside?.querySelectorAll(selector) ?? [])].map((element) => {
        const rect = element.getBoundingClientRect();
        return [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
      });
    return {
      bar: boxes('.dt-header, .dt-header .dt-logo, .dt-nav__link, .dt-header__actions > *'),
      hero: boxes('.dt-demo-notice, .dt-hero__title, .dt-hero__tagline, .dt-hero__actions a, .dt-hero-chart'),
      markets: boxes('.mk-overview__head h2, .mk-overview thead th, .mk-overview tbody tr'),
    };
  }, root);

test.describe("the desktop's home", () => {
  test.skip(({ isMobile }) => isMobile, "the desktop's painted first screen is checked at 1440x900");

  test('is painted before any script, in the language last chosen, and the app takes it over where it lies, its heading the largest paint and nothing shifting', async ({
    page,
    browser,
    baseURL,
  }) => {
    const scriptless = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
    });
    const still = await scriptless.newPage();
    await still.goto('/pc/main');
    const painted = still.locator('#first-screen');
    await expect(painted.locator('.dt-hero__title')).toContainText(HEADLINE_EN);
    await expect(painted.locator('.mk-overview__placeholder')).toHaveCount(6);
    await expect(painted.locator('.dt-nav__link')).toHaveCount(9);
    const paintedLayout = await desktopLayoutOf(still, '#first-screen');
    // The page keeps its scrollbar from its first layout on: one coming later shifts the copy.
    await expect(still.locator('html')).toHaveAttribute('data-first-screen', 'scrolls');
    expect(await still.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('scroll');
    await scriptless.addCookies([{ name: 'first-screen-locale', value: 'zh-CN', url: baseURL ?? '' }]);
    await still.goto('/pc');
    await expect(still.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(painted.locator('.dt-hero__title')).toContainText(HEADLINE_ZH);
    await still.goto('/pc/market');
    await expect(still.locator('#first-screen')).toHaveCount(0);
    await scriptless.close();

    await watchPaints(page);
    await page.goto('/pc/main');
    await waitForApp(page);
    await expect(page.locator('#root .mk-overview tbody th a')).toHaveCount(6);
    expect(await desktopLayoutOf(page, '#root')).toEqual(paintedLayout);
    await expect(page.locator('html')).toHaveAttribute('data-lcp', 'painted');
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
    const shifted = await layoutShifted(page);
    expect(shifted).toBeLessThanOrEqual(0.02);
  });
});

/** Where the landmarks of a phone's tab lie under `root`, by selector, each as x,y,width,height. */
const boxesOf = (page: Page, root: string, selectors: readonly string[]) =>
  page.evaluate(
    ([scope, wanted]) => {
      const inside = document.querySelector(scope);
      return Object.fromEntries(
        wanted.map((selector) => [
          selector,
          [...(inside?.querySelectorAll(selector) ?? [])].map((element) => {
            const rect = element.getBoundingClientRect();
            return [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
          }),
        ]),
      );
    },
    [root, selectors] as const,
  );

const PHONE_TABS = [
  {
    path: '/market',
    // The largest paint of the signed-out screen: the quote tabs.
    largest: '.adm-tabs-tab',
    texts: { en: 'Favourites', zh: '自选' },
    placeholders: '.mm-row--placeholder',
    landmarks: ['.m-header', '.adm-tabs-tab', '.mm-search', '.mm-sort__button', '.m-tabbar'],
    // The live rows come where the placeholder rows lay.
    rows: '.mm-row',
    ready: '#root .mm-row:not(.mm-row--placeholder)',
  },
  {
    path: '/trade',
    largest: '.ct-visitor__note',
    texts: {
      en: 'Seconds-contract positions and balances belong to your account.',
      zh: '秒合约持仓和余额属于您的账户。',
    },
    placeholders: '.ct-duration--loading',
    landmarks: [
      '.m-header',
      '.m-trade-switch a',
      '.ct-durations',
      '.ct-input',
      '.ct-visitor__note',
      '.m-tabbar',
    ],
    rows: '.kit-visitor-actions a',
    ready: '#root [data-testid="visitor-durations"] .ct-duration:not(.ct-duration--loading)',
  },
] as const;

test.describe("the phone's Market and Trade tabs", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone's painted first screens are checked at 390x844");

  for (const tab of PHONE_TABS)
    test(`${tab.path} is painted before any script, in the language last chosen, and the app takes it over where it lies, nothing shifting`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const scriptless = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: page.viewportSize(),
        isMobile: true,
      });
      const still = await scriptless.newPage();
      await still.goto(tab.path);
      const painted = still.locator('#first-screen');
      await expect(painted.getByText(tab.texts.en, { exact: true })).toBeInViewport();
      await expect(painted.locator(tab.largest).first()).toBeInViewport();
      await expect(painted.locator(tab.placeholders).first()).toBeVisible();
      await expect(painted.locator('.m-tabbar [aria-current="page"]')).toHaveAttribute('href', tab.path);
      const paintedLayout = await boxesOf(still, '#first-screen', [...tab.landmarks, tab.rows]);
      await scriptless.addCookies([{ name: 'first-screen-locale', value: 'zh-CN', url: baseURL ?? '' }]);
      await still.goto(tab.path);
      await expect(still.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(painted.getByText(tab.texts.zh, { exact: true })).toBeVisible();
      await scriptless.close();

      await watchPaints(page);
      await page.goto(tab.path);
      await waitForApp(page);
      await expect(page.locator(tab.ready).first()).toBeVisible();
      const readyAt = await page.evaluate(() => performance.now());
      await expect(page.locator('#first-screen')).toHaveCount(0);
      // The tab's page, its feature modules (the contract's) and their texts were all named by the
      // painted page. Only the app frame's settlement toasts may come later: the frame fetches
      // them once the contract module is in, whatever page asked for it.
      const { fetched, leftOut } = await scriptsLeftOut(page, tab.path, readyAt);
      expect(fetched).toBeGreaterThan(10);
      expect(leftOut.filter((file) => !/\/(use-)?settlement-notices-[\w-]+\.js$/.test(file))).toEqual([]);
      const appLayout = await boxesOf(page, '#root', [...tab.landmarks, tab.rows]);
      for (const selector of tab.landmarks)
        expect(appLayout[selector], selector).toEqual(paintedLayout[selector]);
      // The app's rows lie where the painted ones did, as far as the app has rows.
      const rows = appLayout[tab.rows] ?? [];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(paintedLayout[tab.rows]?.slice(0, rows.length));
      await expect(page.locator('html')).toHaveAttribute('data-lcp', 'painted');
      const shifted = await layoutShifted(page);
      expect(shifted).toBeLessThanOrEqual(0.02);
    });
});

test.describe("the desktop's spot terminal", () => {
  test.skip(({ isMobile }) => isMobile, "the desktop's painted first screens are checked at 1440x900");

  const TERMINAL = [
    '.dt-header',
    '.dt-nav__link',
    '.dt-header__actions > *',
    '.dt-terminal__header',
    '.pd-header__pair',
    '.dt-terminal__chart',
    '.pd-timeframes button',
    '.dt-terminal__market',
    '.dt-terminal__entry',
    '.dt-terminal__bottom',
    '.sp-state--visitor',
  ] as const;

  test('/pc/trade is painted before any script, in the language last chosen, and the app takes it over where it lies, its visitor state the largest paint and nothing shifting', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    // With the scrollbars a desktop shows (Playwright hides them): the terminal fills the window,
    // and a scrollbar on the painted page alone would make it narrower than the app's.
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    const viewport = { width: 1440, height: 900 };
    const scriptless = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport });
    const still = await scriptless.newPage();
    await still.goto('/pc/trade');
    const painted = still.locator('#first-screen');
    await expect(painted.locator('.sp-state--visitor')).toHaveText('Log in to see your orders and assets');
    await expect(painted.locator('.sp-state--visitor')).toBeInViewport();
    await expect(painted.locator('.pd-header__pair')).toHaveText('BTC/USDT');
    await expect(painted.locator('.dt-nav__link')).toHaveCount(9);
    await expect(still.locator('html')).toHaveAttribute('data-first-screen', 'fits');
    expect(await still.evaluate(() => document.documentElement.clientWidth)).toBe(viewport.width);
    const paintedLayout = await boxesOf(still, '#first-screen', TERMINAL);
    await scriptless.addCookies([{ name: 'first-screen-locale', value: 'zh-CN', url: baseURL ?? '' }]);
    await still.goto('/pc/trade');
    await expect(still.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(painted.locator('.sp-state--visitor')).toHaveText('登录后查看订单和资产');
    await scriptless.close();

    const page = await (await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' })).newPage();
    await watchPaints(page);
    await page.goto('/pc/trade');
    await waitForApp(page);
    await expect(page.locator('#root .pd-header [data-testid="pair-last"]')).not.toHaveText('--');
    await expect(page.locator('#first-screen')).toHaveCount(0);
    expect(await boxesOf(page, '#root', TERMINAL)).toEqual(paintedLayout);
    await expect(page.locator('html')).toHaveAttribute('data-lcp', 'painted');
    const shifted = await layoutShifted(page);
    expect(shifted).toBeLessThanOrEqual(0.02);
    await browser.close();
  });
});
