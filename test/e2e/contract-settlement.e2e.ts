import type { Locator, Page } from '@playwright/test';
import { TradeType } from '../../src/domain/contract/contract';
import {
  add,
  finePlaces,
  formatCoinAmount,
  formatFineAmount,
  formatPairPrice,
  sub,
} from '../../src/domain/precision';
import {
  balanceAfter,
  expectedFor,
  feedPricesBetween,
  PRICE_SOURCE,
  recordedOrders,
  nextClearWindow,
  type Expected,
  type RecordedOrder,
} from '../support/e2e/contract-engine';
import {
  confirmRealOrder,
  prepareOrder,
  resultHeadline,
  shownCards,
  showTab,
  signUpOnContract,
  switchToDemo,
  toastWith,
  transferOnContract,
} from '../support/e2e/contract-steps';
import { expect, test } from '../support/e2e/fixtures';
import { installTestClock } from '../support/e2e/test-clock';

/** The shortest duration of both books; the tests move the clock past it (test-clock.ts). */
const SHORTEST = 30;
/** The countdown ends at settlesAt; the screen asks 1.5 s later, then the list reloads. */
const AFTER_SETTLING = { timeout: 15_000 };

/** USDT as balances and results show it (2 places). */
const usdt = (amount: string) => `${formatCoinAmount(amount, 'USDT')} USDT`;
const price = (value: string) => formatPairPrice('BTC', 'USDT', value);
const directionName = (tradeType: TradeType) => (tradeType === TradeType.up ? 'Up' : 'Down');

/** Times as the screen writes them (react-intl's formatDate in en-US, the browser's zone). */
const shownTime = (page: Page, at: number) =>
  page.evaluate(
    (t) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(
        t,
      ),
    at,
  );

/** Client-side navigation, as a user taps it: the app (and its settlement watch) stays loaded. */
async function leaveContractScreen(page: Page, isMobile: boolean) {
  await (isMobile ? page.getByTestId('tab-market') : page.locator('header a[href="/pc/market"]')).click();
  await expect(page.getByTestId('order-card')).toHaveCount(0);
}

async function returnToContractScreen(page: Page, isMobile: boolean) {
  await (isMobile ? page.getByTestId('tab-trade') : page.locator('header a[href="/pc/scontract"]')).click();
  await expect(page.getByTestId('available')).toBeVisible();
}

async function openOrder(
  page: Page,
  amount: string,
  tradeType: TradeType,
  beforeOpening?: () => Promise<void>,
) {
  await page.getByLabel('Open amount').fill(amount);
  await beforeOpening?.();
  await page.getByRole('button', { name: directionName(tradeType), exact: true }).click();
  // Success clears the amount: the next order starts from an empty field.
  await expect(page.getByLabel('Open amount')).toHaveValue('');
}

/** The preview of a 5 USDT stake for 30 s on demo: the rate and what a win pays. */
async function expectFiveUsdtPreview(page: Page) {
  const preview = page.getByTestId('order-preview');
  await expect(preview).toContainText('55.6%');
  // Per coin, in one precision with the fee (0.005 USDT, whole): not 9.00000000.
  await expect(preview).toContainText('9.000 USDT');
  await expect(preview).toContainText('0.005 USDT');
}

/**
 * A phone shows the positions just opened on the first screen, under Up and Down, with
 * their countdown and result; and its balances fit 390 px, the total included.
 */
async function expectOnFirstScreen(page: Page, positions: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const strip = page.getByRole('region', { name: 'Open positions' });
  await expect(strip.getByTestId('strip-position')).toHaveCount(positions);
  await expect(strip.getByTestId('countdown').first()).toContainText(/Settles in \d+s/);
  // The signed result if settled now, the payout under it.
  await expect(strip.getByTestId('strip-result').first()).toHaveText(
    /^(Would win \+|Would lose -|Tie, stake back -)[\d.]+ USDTPayout [\d.]+ USDT$/,
  );
  const box = await strip.boundingBox();
  const upBox = await page.getByRole('button', { name: 'Up', exact: true }).boundingBox();
  expect(box && upBox && box.y > upBox.y && box.y + box.height <= 844).toBe(true);
  const balances = page.getByTestId('assets-table');
  await expect(balances.getByText('Total (USDT)').first()).toBeVisible();
  expect(await balances.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
}

/** The countdown runs on server time: it shows whole seconds and goes down. */
async function expectRunningCountdown(card: Locator) {
  const countdown = card.getByTestId('countdown');
  const secondsOf = async () => Number(/(\d+)s/.exec(await countdown.innerText())?.[1] ?? NaN);
  const first = await secondsOf();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(SHORTEST);
  await expect.poll(secondsOf, { timeout: 5_000 }).toBeLessThan(first);
}

/** The signed result a settled order is told with, and its payout line (USDT). */
const settledLines = (order: RecordedOrder, expected: Expected) =>
  `${resultHeadline(expected.outcome.result, { stake: order.openAmount, fee: expected.fee, payout: expected.outcome.payout }, 'USDT')}Payout ${usdt(expected.outcome.payout)}`;

/**
 * A settled card shows how it ended as its first label (the SPEC's status word beside it),
 * the feed's prices at both instants, both times, the signed result and the source.
 */
async function expectSettledCard(page: Page, card: Locator, order: RecordedOrder, expected: Expected) {
  const won = expected.outcome.result === 'win';
  await expect(card.getByTestId('order-result')).toHaveText(won ? 'Won' : 'Lost');
  await expect(card.locator('header > span').first()).toHaveText(won ? 'Won' : 'Lost');
  await expect(card.getByTestId('order-status')).toHaveText(won ? 'Completed' : 'Been liquidated');
  await expect(card).toContainText(`Entry price${price(expected.entryPrice)}`);
  await expect(card).toContainText(`Settlement price${price(expected.settlementPrice)}`);
  await expect(card).toContainText(`Opened${await shownTime(page, order.openedAt)}`);
  await expect(card).toContainText(`Settled${await shownTime(page, order.settlesAt)}`);
  await expect(card.getByTestId('order-outcome')).toHaveText(settledLines(order, expected));
  await expect(card).toContainText(PRICE_SOURCE);
}

test('an Up and a Down opened together on demo settle on the feed prices: one won, one lost, exact balance and records @clock', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const clock = await installTestClock(page, project);
  await signUpOnContract(page, isMobile);
  await snap('contract-real');
  await switchToDemo(page);
  await page.getByRole('button', { name: 'Add 10,000 USDT' }).click();
  await expect(page.getByTestId('available')).toContainText(usdt('20000'));
  await expect(page.getByText('No orders yet').filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId('contract-chart').locator('canvas').first()).toBeVisible();
  await snap('contract-demo-empty');
  // History lists the won and tied orders; empty, it says where the lost ones are.
  await showTab(page, 'History');
  await expect(
    page.getByText('No won or tied orders yet. Lost orders are under Liquidated.').filter({ visible: true }),
  ).toBeVisible();
  await showTab(page, 'Current');

  // Move to a moment whose winner the feed already decides, then open both sides.
  await prepareOrder(page, SHORTEST, '');
  const { at, winner } = nextClearWindow(SHORTEST, clock.now() + 1_000);
  await clock.advanceTo(at);
  const loser = winner === TradeType.up ? TradeType.down : TradeType.up;
  const [winStake, lossStake] = ['5', '3'];
  await openOrder(page, winStake, winner, () => expectFiveUsdtPreview(page));
  await expect(page.getByText('Order created')).toBeVisible();
  await openOrder(page, lossStake, loser);

  const orders = await recordedOrders(page, project, 'demo');
  expect(orders).toHaveLength(2);
  const won = orders.find((o) => o.tradeType === winner);
  const lost = orders.find((o) => o.tradeType === loser);
  if (!won || !lost) throw new Error('both orders should be recorded');
  const expectWon = expectedFor(won, 'demo');
  const expectLost = expectedFor(lost, 'demo');
  expect([expectWon.outcome.result, expectLost.outcome.result]).toEqual(['win', 'loss']);

  // Holding: entry price from the feed at the opening instant, stakes and fees charged.
  await expect(shownCards(page)).toHaveCount(2);
  const holdingWon = page.getByRole('article', { name: `BTC/USDT ${directionName(winner)}` });
  await expect(holdingWon.getByTestId('order-status')).toHaveText('Holding position');
  await expect(holdingWon).toContainText(`Entry price${price(expectWon.entryPrice)}`);
  await expectRunningCountdown(holdingWon);
  // While holding: its own pair's price from the feed and what it would pay if settled now.
  await expect(holdingWon.getByTestId('current-price')).toHaveText(/^[\d,]+\.\d{2}$/);
  const fee = expectWon.fee;
  await expect(holdingWon.getByTestId('running-result')).toHaveText(
    new RegExp(
      `^(Would win \\+${formatCoinAmount(sub('4', fee), 'USDT')} USDTPayout 9\\.00 USDT|` +
        `Would lose -${formatCoinAmount(add('5', fee), 'USDT')} USDTPayout 0\\.00 USDT|` +
        `Tie, stake back -${formatCoinAmount(fee, 'USDT')} USDTPayout 5\\.00 USDT)$`,
    ),
  );
  if (isMobile) await expectOnFirstScreen(page, 2);
  // Both are drawn on the chart, labelled with direction, stake and the seconds left.
  const entryLines = page
    .getByTestId('contract-chart')
    .getByTestId('chart-price-lines')
    .getByRole('listitem');
  await expect(entryLines).toHaveCount(2);
  for (const order of orders) {
    const label = `^${directionName(order.tradeType)} ${order.openAmount}(\\.\\d+)? USDT · \\d+s$`;
    await expect(entryLines.filter({ hasText: new RegExp(label) })).toHaveCount(1);
  }
  const charged = add(add(winStake, expectWon.fee), add(lossStake, expectLost.fee));
  await expect(page.getByTestId('available')).toContainText(usdt(sub('20000', charged)));
  await snap('contract-demo-holding-two');
  await checkA11y();

  await clock.advanceTo(Math.max(won.settlesAt, lost.settlesAt) + 500);
  // Where the trader watched them, both stay a moment told as won and lost, and are toasted.
  const settledWon = page.getByRole('article', { name: `BTC/USDT ${directionName(winner)}` });
  const settledLost = page.getByRole('article', { name: `BTC/USDT ${directionName(loser)}` });
  await expect(settledWon.getByTestId('order-outcome')).toHaveText(
    settledLines(won, expectWon),
    AFTER_SETTLING,
  );
  // The rows and the toast last seconds: they stay while the test reads them.
  await clock.hold();
  await expect(settledLost.getByTestId('order-outcome')).toHaveText(
    settledLines(lost, expectLost),
    AFTER_SETTLING,
  );
  await expect(settledLost.getByTestId('order-result')).toHaveClass(/ct-down/);
  // Settled, they leave the chart while their rows still tell the result.
  await expect(entryLines).toHaveCount(0);
  const settleToast = page.locator(isMobile ? '.adm-toast-main' : '.ant-message-notice', {
    hasText: /settled: (Won \+|Lost -)/,
  });
  await expect(settleToast.first()).toBeVisible();
  if (isMobile) {
    const strip = page.getByRole('region', { name: 'Open positions' });
    await expect(strip.getByTestId('strip-result')).toHaveText([/^(Won|Lost) /, /^(Won|Lost) /]);
  }
  await snap('contract-demo-just-settled');
  await clock.release();
  await expect(shownCards(page)).toHaveCount(0, AFTER_SETTLING);
  const end = balanceAfter('20000', [expectWon, expectLost], [winStake, lossStake]);
  await expect(page.getByTestId('available')).toContainText(usdt(end));
  const net = sub(end, '20000');
  // Signed, per coin, the fees whole (issue 27 items 3 and 9).
  await expect(page.getByTestId('net-profit')).toHaveText(
    `${net.startsWith('-') ? '' : '+'}${formatFineAmount(net, 'USDT')}`,
  );
  await expect(page.getByTestId('win-rate')).toHaveText('50%');
  await expect(page.getByText('Settled orders').locator('..')).toHaveText(/^Settled orders\s*2$/);

  await showTab(page, 'History');
  await expect(shownCards(page)).toHaveCount(1);
  await expectSettledCard(page, shownCards(page), won, expectWon);
  await snap('contract-demo-settled-win');
  await showTab(page, 'Liquidated');
  await expect(shownCards(page)).toHaveCount(1);
  await expectSettledCard(page, shownCards(page), lost, expectLost);
  await snap('contract-demo-settled-loss');
  await checkA11y();

  // The records: each stake and fee out at opening, the win's payout in at settlement (the
  // desktop terminal keeps balances and records in its assets tab).
  if (!isMobile) await showTab(page, 'Contract assets');
  const records = page.getByTestId('asset-records');
  // Per coin, one precision down the USDT rows, the fees whole (never 0.00).
  const outs = [winStake, expectWon.fee, lossStake, expectLost.fee];
  const places = finePlaces('USDT', [...outs, expectWon.outcome.payout, '10000']);
  const shown = (value: string) => `${formatCoinAmount(value, 'USDT', { places })} USDT`;
  for (const amount of outs) await expect(records).toContainText(shown(`-${amount}`));
  await expect(records).toContainText(shown(expectWon.outcome.payout));
});

test('on the real account, an Up paid in USDC holds and settles on BTC/USDC with the exact payout, toasted on another screen @clock', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const clock = await installTestClock(page, project);
  const usdc = (amount: string) => `${formatCoinAmount(amount, 'USDC')} USDC`;
  const usdcPrice = (value: string) => formatPairPrice('BTC', 'USDC', value);
  await signUpOnContract(page, isMobile);
  await expect(page.getByTestId('demo-marker')).toHaveCount(0);
  await transferOnContract(page, '100', { coin: 'USDC' });
  await page.getByRole('button', { name: 'USDC', exact: true }).click();
  await expect(page.getByTestId('available')).toContainText(usdc('100'));
  await expect(page.getByRole('option', { name: 'BTC/USDC' })).toHaveCount(1);

  // The real book's shortest duration asks for at least 10.
  await prepareOrder(page, SHORTEST, '10');
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  await confirmRealOrder(page);
  await expect(page.getByText('Order created')).toBeVisible();
  const [order] = await recordedOrders(page, project, 'contract');
  if (!order) throw new Error('the order should be recorded');
  expect([order.baseCoin, order.quoteCoin]).toEqual(['BTC', 'USDC']);
  const expected = expectedFor(order, 'contract');
  const card = shownCards(page);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('BTC/USDC');
  await expect(card).toContainText(`Entry price${usdcPrice(expected.entryPrice)}`);
  // Its current price is BTC/USDC's as the feed quoted it over the last polls, not BTC/USDT's.
  const shown = Number((await card.getByTestId('current-price').innerText()).replaceAll(',', ''));
  const quoted = feedPricesBetween(clock.now() - 20_000, clock.now(), { base: 'BTC', quote: 'USDC' }).map(
    Number,
  );
  expect(shown).toBeGreaterThanOrEqual(Math.min(...quoted) - 0.01);
  expect(shown).toBeLessThanOrEqual(Math.max(...quoted));
  await expect(card.getByTestId('running-result')).toHaveText(
    /^(Would win \+|Would lose -|Tie, stake back -)[\d.]+ USDCPayout [\d.]+ USDC$/,
  );
  await expectRunningCountdown(card);
  await expect(page.getByTestId('available')).toContainText(usdc(sub('100', add('10', expected.fee))));
  await snap('contract-real-usdc-holding');

  // Elsewhere in the app, the settlement still arrives: as a toast with the outcome.
  await leaveContractScreen(page, isMobile);
  const headline = resultHeadline(
    expected.outcome.result,
    { stake: '10', fee: expected.fee, payout: expected.outcome.payout },
    'USDC',
  );
  const settledText = `BTC/USDC Up 30s settled: ${headline} · Payout ${usdc(expected.outcome.payout)}`;
  await clock.advanceTo(order.settlesAt + 500);
  await expect(toastWith(page, isMobile, settledText)).toBeVisible(AFTER_SETTLING);
  await snap('contract-settled-toast');
  await returnToContractScreen(page, isMobile);

  await page.getByRole('button', { name: 'USDC', exact: true }).click();
  await expect(shownCards(page)).toHaveCount(0);
  await expect(page.getByTestId('available')).toContainText(usdc(balanceAfter('100', [expected], ['10'])));
  await showTab(page, expected.outcome.result === 'loss' ? 'Liquidated' : 'History');
  await expect(shownCards(page)).toHaveCount(1);
  await expect(shownCards(page)).toContainText(`Settlement price${usdcPrice(expected.settlementPrice)}`);
  await expect(shownCards(page).getByTestId('order-outcome')).toHaveText(
    `${headline}Payout ${usdc(expected.outcome.payout)}`,
  );
  await snap('contract-real-usdc-settled');
});

test('too small and over-balance amounts are refused with their messages; a double click opens one position @http', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  await signUpOnContract(page, isMobile);
  await switchToDemo(page);
  const problem = page.getByTestId('order-problem');

  await prepareOrder(page, SHORTEST, '0.5');
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  await expect(problem).toHaveText('The number of inputs is less than the minimum limit');
  await snap('contract-refused-minimum');

  // 10,000 is all of it, and the fee comes on top.
  await page.getByLabel('Open amount').fill('10000');
  await page.getByRole('button', { name: 'Down', exact: true }).click();
  await expect(problem).toHaveText('Insufficient available balance');
  await snap('contract-refused-balance');
  expect(await recordedOrders(page, project, 'demo')).toHaveLength(0);
  await expect(page.getByTestId('available')).toContainText(usdt('10000'));

  await page.getByLabel('Open amount').fill('2');
  await page.getByRole('button', { name: 'Up', exact: true }).dblclick();
  await expect(page.getByText('Order created')).toBeVisible();
  // Give a second order every chance to arrive before counting.
  await page.waitForTimeout(1_500);
  await expect(shownCards(page)).toHaveCount(1);
  const orders = await recordedOrders(page, project, 'demo');
  expect(orders).toHaveLength(1);
  const fee = expectedFor(orders[0] as RecordedOrder, 'demo').fee;
  await expect(page.getByTestId('available')).toContainText(usdt(sub('10000', add('2', fee))));
});
