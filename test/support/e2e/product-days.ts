import { expect, type Page } from '@playwright/test';
import { waitForApp } from './fixtures';
import { control, REFERENCE_SERVER } from './servers';

/**
 * Moves the user's products forward whole days: demo mode's control on the screen, or the
 * reference server's test control (then the screen is opened again).
 */
export async function advanceDays(page: Page, http: boolean, user: { token: string }, days: number) {
  if (http) {
    await control(REFERENCE_SERVER, 'product-days', { token: user.token, days });
    await page.reload();
    await waitForApp(page);
    return;
  }
  for (let day = 0; day < days; day += 1) {
    await page.getByTestId('products-advance-day').click();
    await expect(page.getByTestId('products-advance-day')).toBeEnabled();
  }
}
