import { expect, test } from '../support/e2e/fixtures';
import { fillWithdrawCode, openAsWalletUser, TRON, withdrawPath } from '../support/e2e/wallet-seed';
import { isHttpProject } from '../support/e2e/session-steps';

const FUND_PASSWORD = '135790';
const securityPath = (isMobile: boolean) => (isMobile ? '/setting/safty' : '/pc/setting/safty');

test('five wrong fund passwords lock withdrawals: the screen says why, until when and the time left @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const http = isHttpProject(testInfo.project.name);
  await openAsWalletUser(page, withdrawPath(isMobile), {
    tag: `lock${isMobile ? 'm' : 'd'}`,
    fundPassword: FUND_PASSWORD,
    savedAddress: { label: 'Cold wallet', address: TRON },
  });
  await page
    .getByTestId('withdraw-saved-address')
    .selectOption({ label: 'Cold wallet · TRC20 · TJBSsR…6Pkb' });
  await page.getByTestId('withdraw-amount').fill('100');
  await fillWithdrawCode(page, http);
  const failure = page.getByTestId('withdraw-failure');
  const hold = page.getByTestId('withdraw-hold');
  // The code survives a wrong fund password: four tries are refused one by one.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByTestId('withdraw-fund-password').fill('000000');
    await page.getByTestId('withdraw-next').click();
    await page.getByTestId('withdraw-confirm-button').click();
    if (attempt < 5) {
      await expect(failure).toContainText('Password is incorrect');
      await expect(hold).toHaveCount(0);
    }
  }
  // The fifth locks: the refusal in words of its own (not the exchange's English with times),
  // and the notice over the form counting the lock down on server time.
  await expect(failure).toContainText('Too many wrong fund passwords: withdrawals are locked for a while');
  await expect(hold).toContainText(
    /^Too many wrong fund passwords: withdrawals are locked until .+\. Time left: (30:00|29:[0-5]\d)$/,
  );
  await expect(page.getByTestId('withdraw-next')).toBeDisabled();
  await expect(page.getByTestId('withdraw-record')).toHaveCount(0);
  await snap('withdraw-locked');
  await checkA11y();
});

test('turning whitelist-only off holds withdrawals for a day, and the withdraw screen says that is why @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const http = isHttpProject(testInfo.project.name);
  await openAsWalletUser(page, securityPath(isMobile), {
    tag: `wloff${isMobile ? 'm' : 'd'}`,
    fundPassword: FUND_PASSWORD,
  });
  await page.getByTestId('whitelist-turn-on').click();
  await expect(page.getByTestId('whitelist-state')).toHaveText('On: only saved addresses');
  await page.getByTestId('whitelist-turn-off').click();
  await expect(page.getByText('holds all withdrawals for 24 hours')).toBeVisible();
  await fillWithdrawCode(page, http);
  await page.getByTestId('whitelist-confirm-off').click();
  await expect(page.getByTestId('whitelist-state')).toHaveText('Off');
  await page.goto(withdrawPath(isMobile));
  await expect(page.getByTestId('withdraw-hold')).toContainText(
    /^Whitelist-only withdrawals were turned off: withdrawals are held for 24 hours to protect your account, until .+\. Time left: 2[34]:\d\d:\d\d$/,
  );
  await expect(page.getByTestId('withdraw-next')).toBeDisabled();
  await snap('withdraw-held-whitelist-off');
  await checkA11y();
});
