import { expect, test, waitForApp } from '../support/e2e/fixtures';

test('The help centre and About with its contact channels: from My on the phone, Contact us on the desktop @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  if (isMobile) {
    await page.goto('/my');
    await waitForApp(page);
    // The help centre: articles open to anyone, each sanitised as a notice.
    await page.getByTestId('my-help').click();
    await page.getByTestId('message-row').filter({ hasText: 'invite friends' }).click();
    await expect(page.getByTestId('message-body')).toContainText('My invitees');
    await snap('help-article');
    await checkA11y();
    await page.goBack();
    await expect(page.getByTestId('message-row')).toHaveCount(4);
    await page.goBack();
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
