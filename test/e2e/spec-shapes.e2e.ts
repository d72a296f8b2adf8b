import { contractPaths, shownCards, signUpOnContract, switchToDemo } from '../support/e2e/contract-steps';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { installTestClock } from '../support/e2e/test-clock';
import { SETTLE_GRACE_MS } from '../../src/domain/contract/settlement-countdown';

/**
 * Against a backend that sends exactly the fields the SPEC lists (the reference server's
 * `--spec-shapes` mode): no kline `amount`, no depth `ts`, order rows with only the
 * request's fields and entryStatus. The screens must work on that alone.
 */

test('the pair screen draws candles, book and deals from the SPEC-minimal answers @spec', async ({
  page,
  isMobile,
  snap,
}) => {
  await page.goto(isMobile ? '/market/btcusdt' : '/pc/trade?symbol=btcusdt');
  await waitForApp(page);
  await expect(page.getByRole('figure', { name: 'Price chart' }).locator('canvas').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByRole('region', { name: 'Order book' }).getByRole('button', { name: /^Use price / }),
  ).toHaveCount(isMobile ? 10 : 40);
  await expect(page.getByRole('region', { name: 'Recent deals' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByText(/Market data is unavailable/)).toHaveCount(0);
  await snap('spec-shapes-pair');
});

test('a position without prices or times holds with `--` and settles into the lists by its status @spec', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  // The server's clock and the page's move past the 30 s instead of waiting for them.
  const clock = await installTestClock(page, testInfo.project.name);
  await page.goto(contractPaths(isMobile).contract);
  await waitForApp(page);
  await signUpOnContract(page, isMobile);
  await switchToDemo(page);

  await page.getByRole('button', { name: /^30s/ }).click();
  await page.getByLabel('Open amount').fill('5');
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  await expect(page.getByText('Order created')).toBeVisible();
  const holding = shownCards(page);
  await expect(holding).toHaveCount(1);
  await expect(holding.getByTestId('order-status')).toHaveText('Holding position');
  const openedBy = clock.now();
  // The SPEC's order row has no entry price, open time or settle time: shown as `--`, not guessed.
  await expect(holding).toContainText('Entry price--');
  await expect(holding.getByTestId('countdown')).toHaveText('--');
  // Its pair's price comes from the feed; whether it would win needs the entry price it lacks.
  await expect(holding.getByTestId('current-price')).toHaveText(/^[\d,]+\.\d{2}$/);
  await expect(holding.getByTestId('running-result')).toHaveText('--');
  if (isMobile) {
    const strip = page.getByRole('region', { name: 'Open positions' });
    await expect(strip.getByTestId('strip-result')).toHaveText('--');
  }
  await snap('spec-shapes-holding');

  // With no settle time the screen asks again once the position must have ended: 30 s after
  // it saw the order, plus the grace.
  await clock.advanceTo(openedBy + 30_000 + SETTLE_GRACE_MS);
  await expect(shownCards(page)).toHaveCount(0, { timeout: 15_000 });
  const settled = shownCards(page);
  for (const tab of ['History', 'Liquidated']) {
    await page.getByRole('tab', { name: tab }).click();
    if ((await settled.count()) > 0) break;
  }
  await expect(settled).toHaveCount(1);
  await expect(settled.getByTestId('order-status')).toHaveText(/^(Completed|Been liquidated)$/);
  await snap('spec-shapes-settled');
});
