import { expect, goInApp, test } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';
import { smallTouchTargets } from '../support/e2e/touch-targets';

/**
 * The phone's screens a signed-in user reaches, each with what shows it has its data (a
 * screen without one is ready once nothing on it is loading).
 */
const SCREENS: [path: string, ready?: string][] = [
  ['/', '.mk-overview th a'],
  ['/market', '.mm-row'],
  ['/market/btcusdt', '.pd-book__row'],
  ['/coin/btcusdt', '.pd-book__row'],
  ['/trade', '.ct-fraction'],
  ['/assets', '.wl-tab'],
  ['/account/recharge', '.dp-chip'],
  ['/account/withdraw', '[data-testid=withdraw-set-fund], [data-testid=withdraw-address]'],
  ['/account/dui'],
  ['/account/trade'],
  ['/finance'],
  ['/finance/record'],
  ['/mining'],
  ['/fund'],
  ['/subscribe'],
  ['/subscribe/record'],
  ['/my'],
  ['/my/profile'],
  ['/setting/safty'],
  ['/setting/password'],
  ['/setting/fund-password'],
  ['/setting/authenticator'],
  ['/setting/verify?type=2'],
  ['/setting/message'],
  ['/language'],
  ['/about'],
];

/** Nothing on the screen is still loading: no skeleton, spinner or busy region. */
const LOADING = '.adm-skeleton, .adm-spin-loading, .adm-dot-loading, [aria-busy="true"], .page-loading';

/** A valid TRON address (base58check), saved so the address book has a row and its links. */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

test('every control of the phone’s screens takes a 44 px fingertip', async ({ page, isMobile, snap }) => {
  test.skip(!isMobile, 'touch targets are the phone’s');
  await openSignedIn(page, '/', { tag: 'touch' });
  test.setTimeout(120_000);
  for (const [path, ready] of SCREENS) {
    await goInApp(page, path);
    if (ready) await page.locator(ready).first().waitFor();
    await expect(page.locator(LOADING)).toHaveCount(0);
    // The measure reads what the page has drawn, so it waits for the frame after the data.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await smallTouchTargets(page), path).toEqual([]);
    await snap(`touch${path.replace(/[/?=]/g, '-')}`);
  }
  // The spot screen's deals, behind their switch: each price is picked with a tap too.
  await goInApp(page, '/coin/btcusdt');
  await page.getByRole('button', { name: 'Deals' }).click();
  await page.locator('.pd-deals__pick').first().waitFor();
  expect(await smallTouchTargets(page), 'the spot deals').toEqual([]);
  // The address book: its form, then a saved row with its links.
  await goInApp(page, '/setting/address');
  await page.getByRole('button', { name: 'Add address' }).click();
  expect(await smallTouchTargets(page), 'the address form').toEqual([]);
  await page.getByLabel('Label').fill('Cold wallet');
  await page.getByLabel('Network').selectOption('TRC20');
  await page.getByLabel('Address', { exact: true }).fill(TRON);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('address-row').first().waitFor();
  expect(await smallTouchTargets(page), 'the address book').toEqual([]);
  await snap('touch-address-book');
});
