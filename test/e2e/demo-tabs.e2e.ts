import type { Page } from '@playwright/test';
import { contractPaths, transferOnContract } from '../support/e2e/contract-steps';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { seedSignedIn } from '../support/e2e/seeded-user';

/** Moves `amount` USDT from spot into the contract account on this tab. */
const transfer = (page: Page, amount: string) => transferOnContract(page, amount);

test('two tabs of the demo keep what each other did', async ({ page, isMobile }, testInfo) => {
  test.skip(
    testInfo.project.name.endsWith('-http'),
    'the demo exchange lives in the browser: demo mode only',
  );
  const path = contractPaths(isMobile).contract;
  await seedSignedIn(page, testInfo.project.name, { tag: 'tabs', contractFunds: '100' });
  await page.goto(path);
  await waitForApp(page);
  // A second tab of the same browser, opened on the same state before either acts.
  const other = await page.context().newPage();
  await other.goto(path);
  await waitForApp(other);
  const available = (tab: Page) => tab.getByTestId('available');
  await expect(available(other)).toContainText('100.00 USDT');

  await transfer(page, '5');
  await expect(available(page)).toContainText('105.00 USDT');
  // This tab had loaded 100 before the first one moved 5: it must act on 105, not write 107.
  await transfer(other, '7');
  await expect(available(other)).toContainText('112.00 USDT');
  await page.reload();
  await waitForApp(page);
  await expect(available(page)).toContainText('112.00 USDT');
  await other.close();
});
