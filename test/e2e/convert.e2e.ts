import { expect, test } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';
import { isHttpProject } from '../support/e2e/session-steps';

const convertPath = (isMobile: boolean) => (isMobile ? '/account/dui' : '/pc/account/dui');

test('a flash exchange at a quote that ran out and was renewed @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  const http = isHttpProject(testInfo.project.name);
  // Demo mode: the engine runs on the page's clock, so its 10 s quotes run out at a step of
  // that clock. Http mode: the reference server's quotes last 6 s (playwright.config.ts).
  if (!http) await page.clock.install();
  await openSignedIn(page, convertPath(isMobile), { tag: `fx${isMobile ? 'm' : 'd'}` });
  await expect(page.getByTestId('convert-available')).toContainText('10,000.00 USDT');
  await page.getByTestId('convert-amount').fill('100');
  const quote = page.getByTestId('convert-quote');
  await expect(quote).toHaveAttribute('data-quote-id', /.+/);
  const first = await quote.getAttribute('data-quote-id');
  await expect(page.getByTestId('convert-countdown')).toContainText(/Quote valid for \d s/);
  await snap('exchange-quoted');
  await checkA11y();

  // The countdown ends: a new quote replaces the old one, by itself.
  if (!http) await page.clock.fastForward(10_000);
  await expect(quote).not.toHaveAttribute('data-quote-id', first ?? '', { timeout: 15_000 });
  const receive = (await page.getByTestId('convert-receive').innerText()).replace(' BTC', '');

  // Enter in the amount reviews, as Exchange does; it never confirms: only the press does.
  await page.getByTestId('convert-amount').press('Enter');
  await expect(page.getByTestId('convert-confirm-text')).toContainText(
    `Exchange 100.00 USDT for ${receive} BTC`,
  );
  await snap('convert-confirm');
  await page.getByTestId('convert-amount').press('Enter');
  await expect(page.getByTestId('convert-done')).toHaveCount(0);
  await page.getByTestId('convert-confirm-button').click();
  await expect(page.getByTestId('convert-done')).toContainText(`Exchanged 100.00 USDT for ${receive} BTC.`);
  // Per coin (issue 27 item 9): USDT with 2 places, the BTC as the quote showed it.
  await expect(page.getByTestId('convert-record')).toHaveCount(1);
  await expect(page.getByTestId('convert-record')).toContainText(`100.00 USDT → ${receive} BTC`);
  await expect(page.getByTestId('convert-available')).toContainText('9,900.00 USDT');
  await snap('convert-done');
  await checkA11y();
});
