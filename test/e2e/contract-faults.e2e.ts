import type { Page } from '@playwright/test';
import { recordedOrders } from '../support/e2e/contract-engine';
import {
  confirmRealOrder,
  contractPaths,
  prepareOrder,
  shownCards,
  signUpOnContract,
  switchToDemo,
  toastWith,
  transferOnContract,
} from '../support/e2e/contract-steps';
import { expect, test } from '../support/e2e/fixtures';
import { clearFault, setFaults, tokenOf, type E2eFault } from '../support/e2e/reference-faults';
import { isHttpProject, logIn } from '../support/e2e/session-steps';

const SERVER_MESSAGE = 'Trading is paused for maintenance';

/** Faults this test set, so that one left unplayed by a failure is cleared after it. */
const setHere: { path: string; token: string }[] = [];

/** The next order this user opens (mobile on the demo book, desktop the real one) fails once. */
async function createOrderFails(page: Page, isMobile: boolean, fault: E2eFault['answer']) {
  const path = isMobile ? '/virtual/createOrder' : '/contract/createOrder';
  await setFaults(page, { [path]: { answer: fault, times: 1 } });
  setHere.push({ path, token: await tokenOf(page) });
}

/** Mobile trades on demo; desktop moves 100 USDT into the real account first. */
async function readyToTrade(page: Page, isMobile: boolean) {
  if (isMobile) {
    await switchToDemo(page);
    return { book: 'demo' as const, balance: '10,000.00 USDT' };
  }
  await transferOnContract(page, '100');
  return { book: 'contract' as const, balance: '100.00 USDT' };
}

test.afterEach(async () => {
  if (!isHttpProject(test.info().project.name)) return;
  for (const { path, token } of setHere.splice(0)) await clearFault(path, token);
});

test('a server error while opening shows its message and opens nothing; a -2 signs out and login returns to the contract @http', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  test.skip(
    !isHttpProject(testInfo.project.name),
    'the reference server plays the faults, so http mode only',
  );
  test.setTimeout(90_000);
  const email = await signUpOnContract(page, isMobile);
  const { book, balance } = await readyToTrade(page, isMobile);
  const amount = page.getByLabel('Open amount');

  await prepareOrder(page, 30, '20');
  await createOrderFails(page, isMobile, { kind: 'code', code: 0, msg: SERVER_MESSAGE });
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  if (book === 'contract') await confirmRealOrder(page);
  await expect(toastWith(page, isMobile, SERVER_MESSAGE)).toBeVisible();
  await snap('contract-server-error');
  // Nothing opened, nothing charged, and the amount is kept for another try.
  await expect(amount).toHaveValue('20');
  await expect(page.getByRole('button', { name: 'Up', exact: true })).toBeEnabled();
  await expect(shownCards(page)).toHaveCount(0);
  await expect(page.getByTestId('available')).toContainText(balance);
  expect(await recordedOrders(page, testInfo.project.name, book)).toHaveLength(0);

  await createOrderFails(page, isMobile, { kind: 'expired' });
  await page.getByRole('button', { name: 'Down', exact: true }).click();
  if (book === 'contract') await confirmRealOrder(page);
  const p = contractPaths(isMobile);
  await expect(toastWith(page, isMobile, 'Please login first').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${p.login}\\?redirect=${encodeURIComponent(p.contract)}`));
  expect(await page.evaluate(() => localStorage.getItem('User-Token'))).toBeNull();
  await snap('contract-session-expired');

  await logIn(page, true, email);
  await expect(page).toHaveURL(new RegExp(`${p.contract}$`));
  await expect(page.getByTestId('available')).toBeVisible();
  expect(await recordedOrders(page, testInfo.project.name, book)).toHaveLength(0);
});

test('a demo config that fails to load keeps Up and Down off with the reason and sends no order; a retry trades on demo @http', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  test.skip(
    !isHttpProject(testInfo.project.name),
    'the reference server plays the faults, so http mode only',
  );
  test.setTimeout(90_000);
  await signUpOnContract(page, isMobile);
  let realOrders = 0;
  let demoOrders = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/virtual/createOrder')) demoOrders += 1;
    else if (path.endsWith('/contract/createOrder')) realOrders += 1;
  });
  const configPath = '/virtual/contractconfig';
  await setFaults(page, { [configPath]: { answer: { kind: 'code', code: 0, msg: 'Config unavailable' } } });
  setHere.push({ path: configPath, token: await tokenOf(page) });

  await page.getByTestId('account-demo').click();
  await expect(page.getByTestId('demo-marker').first()).toBeVisible();
  const configError = page
    .getByRole('alert')
    .filter({ hasText: 'The contract settings could not be loaded.' });
  await expect(configError).toBeVisible();
  await expect(page.getByTestId('order-problem')).toHaveText(
    "Orders are off until this account's settings have loaded.",
  );
  const up = page.getByRole('button', { name: 'Up', exact: true });
  const down = page.getByRole('button', { name: 'Down', exact: true });
  await expect(up).toBeDisabled();
  await expect(down).toBeDisabled();
  await page.getByLabel('Open amount').fill('20');
  await up.click({ force: true });
  await down.click({ force: true });
  await page.waitForTimeout(1000);
  await snap('contract-account-refused');
  expect(realOrders).toBe(0);
  expect(demoOrders).toBe(0);

  // The config answers again: a retry loads it and orders go to the demo book only.
  await clearFault(configPath, await tokenOf(page));
  await configError.getByRole('button', { name: 'Retry' }).click();
  await expect(configError).toHaveCount(0);
  await expect(page.getByTestId('order-problem')).toHaveCount(0);
  await prepareOrder(page, 30, '20');
  await expect(up).toBeEnabled();
  await up.click();
  await expect(toastWith(page, isMobile, 'Order created')).toBeVisible();
  await expect(shownCards(page)).toHaveCount(1);
  expect(realOrders).toBe(0);
  expect(demoOrders).toBe(1);
});
