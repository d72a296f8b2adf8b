import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { isHttpProject, logIn, register, sessionPaths, uniqueEmail } from '../support/e2e/session-steps';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
// Same first and last four characters as TRON, different middle: the poisoning pattern.
const LOOKALIKE = 'TJRaXXXXXXXXXXXXXXXXXXXXXXXXXXRTv8';

const addressPath = (isMobile: boolean) => (isMobile ? '/setting/address' : '/pc/setting/address');

test('address book: add with a cool-down countdown, lookalike warning, edit and delete @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}, testInfo) => {
  test.setTimeout(240_000);
  const http = isHttpProject(testInfo.project.name);
  const email = uniqueEmail(`addr${isMobile ? 'm' : 'd'}`);
  await register(page, isMobile, http, email);
  await page.goto(`${sessionPaths(isMobile).login}?redirect=${encodeURIComponent(addressPath(isMobile))}`);
  await logIn(page, http, email);
  await expect(page).toHaveURL(new RegExp(`${addressPath(isMobile)}$`));
  await waitForApp(page);
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  await snap('address-book-empty');
  await checkA11y();

  // The rule refuses an address that does not fit the network, before anything is sent.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Label').fill('Cold wallet');
  await page.getByLabel('Network').selectOption('ERC20');
  await page.getByLabel('Address', { exact: true }).fill(TRON);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The address does not match the network' }),
  ).toBeVisible();

  await page.getByLabel('Network').selectOption('TRC20');
  await page.getByRole('button', { name: 'Save' }).click();
  const rows = page.getByTestId('address-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(TRON);
  // A new address waits ten minutes: the countdown shows and runs.
  const status = rows.first().getByText(/Usable in \d\d:\d\d/);
  await expect(status).toBeVisible();
  const first = await status.innerText();
  expect(first).toMatch(/Usable in (10:00|09:[0-5]\d)/);
  await expect(status).not.toHaveText(first, { timeout: 5_000 });
  await snap('address-book-saved');
  await checkA11y();

  // Typing a lookalike of the saved address warns before it is saved.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Address', { exact: true }).fill(LOOKALIKE);
  await expect(page.getByTestId('lookalike-warning')).toContainText('Cold wallet');
  await snap('address-book-lookalike');
  await checkA11y();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A new label keeps the address as it is.
  await rows.first().getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Label').fill('Ledger');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rows.first()).toContainText('Ledger');

  // Deleting asks first.
  await rows.first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).last().click();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
});
