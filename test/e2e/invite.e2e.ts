import type { Page } from '@playwright/test';
import { StorageKeys } from '../../src/adapters/storage/storage-keys';
import { maskEmail } from '../../src/domain/session/mask-email';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { openSignedIn } from '../support/e2e/seeded-user';
import { field, fillRegisterForm, uniqueEmail } from '../support/e2e/session-steps';

/** The stored session the app starts signed in with, taken out (a visitor) and put back. */
const SESSION_KEYS = [StorageKeys.token, StorageKeys.userId, StorageKeys.login, StorageKeys.email];
const takeSession = (page: Page) =>
  page.evaluate((keys) => {
    const kept = Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key) ?? '']));
    keys.forEach((key) => localStorage.removeItem(key));
    return kept;
  }, SESSION_KEYS);
const putSession = (page: Page, kept: Record<string, string>) =>
  page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, kept);

async function openInvite(page: Page, isMobile: boolean) {
  if (isMobile) return;
  await page.getByTestId('profile-open-invite').click();
}

test("a friend registers through the invite link and shows in the inviter's invitees", async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  const screen = isMobile ? '/invite' : '/pc/setting/safty';
  await openSignedIn(page, screen, { tag: 'inviter' });
  await openInvite(page, isMobile);
  const code = (await page.getByTestId('invite-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveText(
    new RegExp(`${isMobile ? '/register' : '/pc/login/register'}\\?code=${code}$`),
  );
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  await expect(page.getByTestId('invitee-list')).toContainText('No one has registered with your code yet');
  await snap('invite-empty');

  // The friend opens the link in a browser with no session: the form starts with the code.
  const kept = await takeSession(page);
  await page.goto(await link.innerText());
  await waitForApp(page);
  await expect(field(page, 'Invite code (optional)')).toHaveValue(code);
  const friend = uniqueEmail('friend');
  await fillRegisterForm(page, false, friend);
  await expect(page).toHaveURL(/\/login(\/login)?$/);

  await putSession(page, kept);
  await page.goto(screen);
  await waitForApp(page);
  await openInvite(page, isMobile);
  await expect(page.getByTestId('invitee-row')).toHaveCount(1);
  await expect(page.getByTestId('invitee-row')).toContainText(maskEmail(friend));
  await snap('invite-invitee');
  // One accessibility pass, on the screen with all it shows: card, QR code and a row.
  await checkA11y();
});
