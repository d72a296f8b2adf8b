import { spaGo } from '../support/e2e/fault-matrix/steps';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { openSignedIn, signInAs } from '../support/e2e/seeded-user';
import { isHttpProject, sessionPaths } from '../support/e2e/session-steps';
import { fillSentCode, openAsWalletUser, withdrawPath } from '../support/e2e/wallet-seed';

const securityPath = (isMobile: boolean) => (isMobile ? '/setting/safty' : '/pc/setting/safty');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('sets an anti-phishing phrase with the email code, and the withdraw code prompt and its mail show it @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(90_000);
  const http = isHttpProject(testInfo.project.name);
  await openAsWalletUser(page, securityPath(isMobile), {
    tag: `phrase${isMobile ? 'm' : 'd'}`,
    fundPassword: '135790',
  });
  await expect(page.getByTestId('security-phrase-state')).toHaveText('Not set');
  await page.getByTestId('security-phrase').click();
  // The rule is checked before anything is sent; spaces never reach the field.
  await page.getByTestId('phrase-input').fill('no!');
  await page.getByTestId('phrase-save').click();
  await expect(page.getByTestId('phrase-problem')).toHaveText(
    'The phrase must be 4-20 letters, digits, _ or -',
  );
  await page.getByTestId('phrase-input').fill('blue otter');
  await expect(page.getByTestId('phrase-input')).toHaveValue('blueotter');
  await page.getByTestId('phrase-input').fill('blue-otter');
  await fillSentCode(page, http, /\/user\/sendUpdateAssetEmail/, 'phrase-code');
  await snap('phrase-form');
  await checkA11y();
  await page.getByTestId('phrase-save').click();
  await expect(page.getByTestId('security-phrase-state')).toHaveText('«blue-otter»');
  await expect(page.getByTestId('phrase-form')).toHaveCount(0);

  await page.goto(withdrawPath(isMobile));
  await waitForApp(page);
  const note = page.getByTestId('anti-phishing-note');
  await expect(note).toHaveText('Your emails from us include the phrase: «blue-otter»');
  // A withdraw code is sent for the withdrawal filled in.
  await page.getByTestId('withdraw-address').fill('TJBSsRRmL6DahKRpTGEjCpU3BN1mrg6Pkb');
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('send-code').click();
  // Demo mode shows the mail it did not send, with the phrase; a server's answer never reaches the screen.
  if (http) await expect(page.getByTestId('demo-mail-phrase')).toHaveCount(0);
  else
    await expect(page.getByTestId('demo-mail-phrase')).toHaveText(
      'The mail carries your anti-phishing phrase: «blue-otter»',
    );
  await snap('withdraw-code-phrase');
  await checkA11y();

  // The login password's code prompt (the session forms' code field) says it too.
  await page.goto(isMobile ? '/setting/password' : '/pc/login/modify');
  await waitForApp(page);
  await expect(page.getByTestId('anti-phishing-note')).toHaveText(
    'Your emails from us include the phrase: «blue-otter»',
  );
  await snap('password-code-phrase');
});

test('lists the active sessions and signs the others out; another device is signed out on its next request @http', async ({
  page,
  browser,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(90_000);
  const http = isHttpProject(testInfo.project.name);
  const user = await openSignedIn(page, securityPath(isMobile), { tag: 'sessions', otherDevice: IPHONE });
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-current', 'true');
  await expect(rows.first().getByTestId('session-current')).toHaveText('This device');
  await expect(rows.nth(1)).toContainText('Safari on iOS');
  await expect(rows.nth(1)).toContainText(/Logged in .+ · last active .+/);
  await snap('sessions-list');
  await checkA11y();

  // The other device, a phone, so the app's phone screens (http: the reference server is shared
  // by two browsers; a demo exchange lives in one browser's storage, so there it is only listed).
  const other = http ? await browser.newContext({ ...testInfo.project.use, userAgent: IPHONE }) : null;
  const otherPage = other ? await other.newPage() : null;
  if (otherPage) {
    await signInAs(otherPage, user, user.otherToken ?? '');
    await otherPage.goto(securityPath(true));
    await expect(otherPage.getByTestId('session-row')).toHaveCount(2);
    await expect(otherPage.getByTestId('session-row').first()).toContainText('Safari on iOS');
  }

  await page.getByTestId('sessions-sign-out-others').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Sign out every other session?');
  await snap('sessions-confirm');
  await checkA11y();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByTestId('sessions-sign-out-others').click();
  await page.getByTestId('sessions-confirm-yes').click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('sessions-empty')).toHaveText('No other sessions are open.');
  await expect(page.getByTestId('sessions-sign-out-others')).toHaveCount(0);

  if (otherPage && other) {
    // Its next request answers -2: the app signs it out and asks it to log in. (The security
    // centre is left first and opened again, which reads the sessions anew.)
    await spaGo(otherPage, '/my');
    await expect(otherPage.getByTestId('security-centre')).toHaveCount(0);
    await spaGo(otherPage, securityPath(true));
    await expect(otherPage).toHaveURL(new RegExp(`${sessionPaths(true).login}\\?redirect=`));
    await other.close();
  }
  // This device stays signed in.
  await page.reload();
  await waitForApp(page);
  await expect(rows).toHaveCount(1);
  await snap('sessions-only-this-device');
});
