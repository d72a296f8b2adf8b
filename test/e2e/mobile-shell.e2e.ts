import { expect, test, waitForApp } from '../support/e2e/fixtures';

test.skip(({ isMobile }) => !isMobile, 'the mobile shell is checked at 390x844');

test('the bottom tabs navigate between Home, Market, Trade, Assets and My', async ({ page, visit, snap }) => {
  await visit('/', 'home');
  const tabs: Array<[string, RegExp]> = [
    ['market', /\/market$/],
    // Trade opens spot first, for a visitor too (the form read-only, with Log in).
    ['trade', /\/coin\/btcusdt$/],
    // Assets needs a session: signed out, it asks for login and remembers the way back.
    ['assets', /\/login\?redirect=%2Fassets$/],
    ['my', /\/my$/],
    ['home', /\/$/],
  ];
  for (const [tab, url] of tabs) {
    await page.getByTestId(`tab-${tab}`).click();
    await expect(page).toHaveURL(url);
    await waitForApp(page);
    await snap(`tab-${tab}`);
  }
});

// Two pages a test: each page loads and is scanned anew, so short tests spread over the workers.
for (const paths of [
  ['/', '/market'],
  ['/trade', '/my'],
  ['/login', '/language'],
]) {
  test(`${paths.join(' and ')} pass the accessibility check`, async ({ visit }) => {
    for (const path of paths) await visit(path, `page${path.replaceAll('/', '_') || '_home'}`);
  });
}

test('the language page changes the visible text and the choice survives a reload', async ({
  page,
  visit,
  snap,
}) => {
  await visit('/', 'home-en');
  const homeTab = page.getByTestId('tab-home');
  const english = (await homeTab.innerText()).trim();

  await page.goto('/language');
  await waitForApp(page);
  await page.getByTestId('language-option-zh-CN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(homeTab).not.toHaveText(english);
  await expect(homeTab).toHaveText(/[\u4e00-\u9fff]/);
  await snap('language-zh-CN');

  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('tab-home')).toHaveText(/[\u4e00-\u9fff]/);
  expect(await page.evaluate(() => localStorage.getItem('User-Lang'))).toBe('zh-CN');
});

test('a phone that opens the desktop app is sent to the mobile app', async ({ page }) => {
  await page.goto('/pc/main');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForApp(page);
  await expect(page.getByTestId('tab-home')).toBeVisible();
});

test('the customer-service button sends a signed-out visitor to login', async ({ page, visit }) => {
  await visit('/', 'home-cs');
  await page.getByRole('button', { name: /customer service/i }).click();
  await expect(page).toHaveURL(/\/login/);
});
