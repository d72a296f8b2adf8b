import { appCode } from '../support/e2e/authenticator-code';
import { expect, test } from '../support/e2e/fixtures';
import { isHttpProject } from '../support/e2e/session-steps';
import { fillWithdrawCode, openAsWalletUser, TRON, withdrawPath } from '../support/e2e/wallet-seed';

test('with an authenticator bound a withdrawal asks for its code: a wrong one is refused with the reason, the right one goes through @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  const http = isHttpProject(testInfo.project.name);
  // Bound while seeding with the code its app showed; no test clock: the exchange runs on real
  // time here and accepts a code one step either side.
  const user = await openAsWalletUser(page, withdrawPath(isMobile), {
    tag: `wda${isMobile ? 'm' : 'd'}`,
    fundPassword: '135790',
    savedAddress: { label: 'Cold wallet', address: TRON },
    authenticator: true,
  });
  const secret = user.authenticatorSecret ?? '';
  const field = page.getByLabel('Authenticator code');
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await page
    .getByTestId('withdraw-saved-address')
    .selectOption({ label: `Cold wallet · TRC20 · TJBSsR…6Pkb` });
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-fund-password').fill('135790');
  await fillWithdrawCode(page, http);
  // Left empty, the form itself asks for it, on its field.
  await page.getByTestId('withdraw-next').click();
  await expect(page.getByTestId('withdraw-refusal')).toHaveText(
    'Enter the 6-digit authenticator code or a recovery code',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // A code the app does not show now: the exchange refuses it, saying why in the app's words.
  const right = appCode(secret, Date.now());
  await field.fill(right === '000000' ? '111111' : '000000');
  await page.getByTestId('withdraw-next').click();
  await page.getByTestId('withdraw-confirm-button').click();
  await expect(page.getByTestId('withdraw-failure')).toHaveText(
    'The withdrawal was refused: The authenticator code is incorrect, or the recovery code was already used',
  );
  await expect(field).toHaveValue('');
  // The phone lost, a recovery code is typed on a full keyboard instead.
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(field).toHaveAttribute('inputmode', 'text');
  await snap('withdraw-authenticator-refused');
  await checkA11y();
  await page.getByRole('button', { name: "Use the app's code" }).click();
  await expect(field).toHaveAttribute('inputmode', 'numeric');

  // The email code was not spent by the refusal: the password again and the app's code. The
  // binding took this step's code and a code is taken once: the app's next one, which the
  // exchange still takes (one step either side of its clock).
  await page.getByTestId('withdraw-fund-password').fill('135790');
  await field.fill(appCode(secret, Date.now() + 30_000));
  await page.getByTestId('withdraw-next').click();
  await page.getByTestId('withdraw-confirm-button').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await expect(page.getByTestId('withdraw-record').first().getByTestId('withdraw-status')).toHaveText(
    'Pending review',
  );
});
