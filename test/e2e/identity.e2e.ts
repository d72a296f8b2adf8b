import type { Page } from '@playwright/test';
import { DEFAULT_ENGINE_SETTINGS } from '../../src/adapters/demo/engine';
import { spaGo } from '../support/e2e/fault-matrix/steps';
import { expect, test } from '../support/e2e/fixtures';
import { bytesOfDataUrl, fillIdentityForm, hasExif, photoWithGps } from '../support/e2e/id-photo';
import { isHttpProject } from '../support/e2e/session-steps';
import { installTestClock, type TestClock } from '../support/e2e/test-clock';
import { fillWithdrawCode, openAsWalletUser } from '../support/e2e/wallet-seed';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const paths = (isMobile: boolean) =>
  isMobile
    ? { withdraw: '/account/withdraw', verify: '/setting/verify?type=2', safety: '/setting/safty' }
    : { withdraw: '/pc/account/withdrawel', verify: '/pc/setting/verify', safety: '/pc/setting/safty' };

/** The review runs on the exchange's clock: move past it instead of waiting. */
const passReview = (clock: TestClock) =>
  clock.advanceTo(clock.now() + DEFAULT_ENGINE_SETTINGS.identityReviewMs + 1_000);

const statusText = (page: Page) => page.getByTestId('kyc-status-text');

/** What left the browser for each photo: the request's fields over http, the sent data URL in demo mode. */
async function submitAndCapture(page: Page, http: boolean): Promise<Buffer[]> {
  const request = http ? page.waitForRequest(/\/user\/authentication$/) : null;
  const shown = await Promise.all(
    (['front', 'back'] as const).map((side) => page.getByTestId(`kyc-preview-${side}`).getAttribute('src')),
  );
  await page.getByTestId('kyc-submit').click();
  if (!request) return shown.map((src) => bytesOfDataUrl(src ?? ''));
  const body = new URLSearchParams((await request).postData() ?? '');
  return ['idCardPhotoPositive', 'idCardPhotoReverseSide'].map((name) =>
    bytesOfDataUrl(body.get(name) ?? ''),
  );
}

test('a gated withdrawal leads to verification: photos sent without EXIF, reviewing, verified, and the withdrawal goes through @clock', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const http = isHttpProject(testInfo.project.name);
  const at = paths(isMobile);
  const clock = await installTestClock(page, testInfo.project.name);
  await openAsWalletUser(page, at.withdraw, {
    tag: `kyc${isMobile ? 'm' : 'd'}`,
    authen: 0,
    fundPassword: '135790',
    savedAddress: { label: 'Cold wallet', address: TRON },
  });
  await page.getByTestId('withdraw-verify').click();
  await expect(statusText(page)).toHaveText('not authenticated');
  await snap('kyc-not-authenticated');
  await checkA11y();

  // The test's photos carry GPS tags; what is sent must not.
  expect(hasExif(await photoWithGps(page, 'probe'))).toBe(true);
  await fillIdentityForm(page, 'Ada Lovelace');
  await snap('kyc-form-filled');
  const sent = await submitAndCapture(page, http);
  expect(sent.map((bytes) => bytes.subarray(0, 2).toString('hex'))).toEqual(['ffd8', 'ffd8']);
  expect(sent.map(hasExif)).toEqual([false, false]);
  await expect(statusText(page)).toHaveText('reviewing');
  await snap('kyc-reviewing');
  await checkA11y();

  // Back at the withdrawal after the review: the gate is open.
  await passReview(clock);
  await page.getByTestId('kyc-continue').click();
  await expect(page.getByTestId('withdraw-amount')).toBeVisible();
  await page.goBack();
  await expect(statusText(page)).toHaveText('verified');
  await expect(page.getByTestId('kyc-verified')).toContainText('Ada Lovelace');
  await expect(page.getByTestId('kyc-form')).toHaveCount(0);
  await snap('kyc-verified');
  await checkA11y();

  await page.goForward();
  await page
    .getByTestId('withdraw-saved-address')
    .selectOption({ label: `Cold wallet · TRC20 · TJRabP…RTv8` });
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-fund-password').fill('135790');
  await fillWithdrawCode(page, http);
  await page.getByTestId('withdraw-next').click();
  await page.getByTestId('withdraw-confirm-button').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
});

test('the form refuses with the SPEC texts; a rejected review shows its remark and a corrected one is taken @clock', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(90_000);
  const at = paths(isMobile);
  const clock = await installTestClock(page, testInfo.project.name);
  await openAsWalletUser(page, at.verify, { tag: `kycr${isMobile ? 'm' : 'd'}`, authen: 0 });
  const problem = page.getByTestId('kyc-problem');
  await page.getByTestId('kyc-real-name').fill('...');
  await page.getByTestId('kyc-id-number').fill('12');
  await page.getByTestId('kyc-submit').click();
  await expect(problem).toHaveText('The ID number does not meet the specification');
  await page.getByTestId('kyc-id-number').fill('X1234567');
  await page.getByTestId('kyc-submit').click();
  await expect(problem).toHaveText('Please upload credentials');
  await snap('kyc-refused');
  await checkA11y();

  // A name with no letter passes the form; the review refuses it with its remark.
  await fillIdentityForm(page, '...');
  await page.getByTestId('kyc-submit').click();
  await expect(statusText(page)).toHaveText('reviewing');
  await passReview(clock);
  await spaGo(page, at.safety);
  await expect(page.getByTestId('security-centre')).toContainText('Review rejected');
  await spaGo(page, at.verify);
  await expect(statusText(page)).toHaveText('Review rejected');
  await expect(page.getByTestId('kyc-remark')).toHaveText('Reason: The name does not match the document');
  await snap('kyc-rejected');
  await checkA11y();

  await fillIdentityForm(page, 'Ada Lovelace');
  await page.getByTestId('kyc-submit').click();
  await expect(statusText(page)).toHaveText('reviewing');
});
