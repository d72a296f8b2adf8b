import { appCode } from '../support/e2e/authenticator-code';
import { spaGo } from '../support/e2e/fault-matrix/steps';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';
import { installTestClock } from '../support/e2e/test-clock';

test('binds an authenticator with the code its app shows, shows the recovery codes once, and the profile says bound @clock', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  // The exchange checks codes on its own clock: the test reads that clock instead of the machine's.
  const clock = await installTestClock(page, testInfo.project.name);
  const user = await openSignedIn(page, isMobile ? '/setting/safty' : '/pc/setting/safty', { tag: 'totp' });
  await expect(page.getByTestId('security-authenticator-state')).toHaveText('Not bound');
  await page.getByTestId('security-authenticator').click();

  const secret = page.getByTestId('totp-secret');
  await expect(secret).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  await expect(page.getByTestId('totp-uri')).toContainText(
    `secret=${(await secret.innerText()).replace(/\s/g, '')}`,
  );
  await page.getByTestId('totp-code').fill('12 3');
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('totp-problem')).toHaveText(
    'Please enter the 6-digit code from the authenticator app',
  );
  await snap('totp-scan');
  await checkA11y();

  await page.getByTestId('totp-code').fill(appCode(await secret.innerText(), clock.now()));
  await page.getByTestId('totp-confirm').click();
  const codes = page.getByTestId('totp-recovery-code');
  await expect(codes).toHaveCount(8);
  await expect(page.getByTestId('totp-status')).toHaveText('Bound');
  const shown = (await codes.allInnerTexts()).map((code) => code.trim());
  const file = decodeURIComponent(
    ((await page.getByTestId('totp-download').getAttribute('href')) ?? '').split(',')[1] ?? '',
  );
  expect(file.trim().split('\n')).toEqual(shown);
  await snap('totp-recovery-codes');
  await checkA11y();

  // Shown once: after a reload the authenticator is bound and no code shows again.
  await page.reload();
  await waitForApp(page);
  if (isMobile) {
    await expect(page.getByTestId('totp-status')).toHaveText('Bound');
    await expect(page.getByTestId('totp-code')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('security-authenticator-state')).toHaveText('Bound');
    await expect(page.getByTestId('security-authenticator')).toHaveCount(0);
  }
  await expect(codes).toHaveCount(0);

  // The profile (the phone's from the My page's card; the desktop's heads its security centre).
  if (isMobile) {
    await spaGo(page, '/my');
    await expect(page.getByTestId('my-uid')).toHaveText(`UID ${user.userId}`);
    await page.getByTestId('my-profile').click();
  }
  await expect(page.getByTestId('profile-uid')).toHaveText(user.userId);
  await expect(page.getByTestId('profile-email')).toHaveText(user.email);
  await expect(page.getByTestId('profile-identity')).toHaveText('verified');
  await expect(page.getByTestId('profile-fund-password')).toHaveText('Not set');
  await expect(page.getByTestId('profile-authenticator')).toHaveText('Bound');
  await expect(page.getByTestId('profile-invite')).toHaveText(/^[A-Z2-9]{8}$/);
  await snap('profile');
  await checkA11y();
});
