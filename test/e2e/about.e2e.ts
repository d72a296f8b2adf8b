import { expect, test, waitForApp } from '../support/e2e/fixtures';

test('About and its contact channels: from My on the phone, Contact us on the desktop @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  if (isMobile) {
    await page.goto('/my');
    await waitForApp(page);
    await page.getByTestId('my-about').click();
    await expect(page.getByTestId('about-list')).toBeVisible();
    await snap('about-list');
    await checkA11y();
    await page.getByTestId('about-link-us').click();
    await expect(page.getByTestId('about-us')).toContainText('crypto exchange and investment platform');
    await page.goto('/about/connect');
  } else {
    await page.goto('/pc/about/connect');
  }
  await waitForApp(page);
  const contacts = page.getByTestId('about-contacts');
  await expect(contacts.getByTestId('cs-email')).toHaveAttribute('href', /^mailto:.+@/);
  await expect(contacts.getByTestId('cs-telegram')).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByTestId('about-connect')).toContainText('Our customer service team');
  await snap('about-connect');
  await checkA11y();
});
