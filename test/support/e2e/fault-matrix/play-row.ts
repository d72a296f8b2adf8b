import { test, type Page } from '@playwright/test';
import { DOUBLE_PRESS_MS } from '../../../../src/application/shared/form.machine';
import { expect, waitForApp, type PageProblems } from '../fixtures';
import { createUser, reseedSignedIn, seedSignedIn } from '../seeded-user';
import { FAULTS, MATRIX_CALLS, pathOf, type MatrixKey } from './calls';
import { armFault, expectedText, makeCall } from './play-fault';
import { STEPS } from './steps';

/**
 * A raw failure leaking onto the screen: a line of the page that is a bare failure kind or
 * ends in one after a colon ("...could not be loaded: timeout"), a bare status, an object.
 * Line by line, so the app's own words ("on the TRC20 network") never count.
 */
const RAW = /(^|:\s*)(network|timeout|malformed)\s*$|HTTP \d{3}|\[object Object\]/m;
/** Anything still spinning once the failure is told. */
const SPINNING = '.ant-btn-loading, .ant-spin-spinning, [aria-busy="true"]';

/**
 * Opens the row's screen for a user of its own: a new page is seeded before its first load;
 * a page the last row left (signed out by its code -2) gets the new user in its storage.
 */
async function openRow(page: Page, key: MatrixKey) {
  const row = MATRIX_CALLS[key];
  const project = test.info().project.name;
  if ('signedOut' in row) {
    // Signed-out calls carry no token: the page's own header scopes its faults.
    const scope = `matrix-${key}-${Date.now()}`;
    await page.setExtraHTTPHeaders({ 'X-Fault-Scope': scope });
    const { email } = await createUser('matrix');
    await page.goto(row.screen);
    await waitForApp(page);
    return { scope, email, token: '' };
  }
  const options = { tag: 'matrix', contractFunds: '100' };
  const fresh = page.url() === 'about:blank';
  const user = fresh
    ? await seedSignedIn(page, project, options)
    : await reseedSignedIn(page, project, options);
  await page.goto(row.screen);
  await waitForApp(page);
  return { scope: user.token, email: user.email, token: user.token };
}

/**
 * One row of the matrix (issue 16, item 4): its call against each of six faults, on its
 * screen, as a new user. Every message names the call and the fault.
 */
export async function playRow(page: Page, problems: PageProblems, key: MatrixKey): Promise<void> {
  const row = MATRIX_CALLS[key];
  const steps = STEPS[key];
  const path = pathOf(key);
  const movesMoney = 'movesMoney' in row;
  const signedOut = 'signedOut' in row;
  const { scope, email, token } = await openRow(page, key);
  await steps.prepare?.(page, { email, token });

  for (const [index, fault] of FAULTS.entries()) {
    const named = `${key}, ${fault}`;
    const disarm = await armFault(page, path, fault, scope);
    // Each fault's press is a new press, not the second click of a double click on the last.
    if (index > 0) await page.clock.fastForward(DOUBLE_PRESS_MS);
    await makeCall(page, path, fault, () => (index === 0 || !steps.again ? steps.first : steps.again)(page));
    const text = expectedText(fault, movesMoney, steps.lostAnswer);
    // A -2 is told by the session, as a toast, whichever call heard it.
    const told = fault === 'code -2' ? undefined : steps.message?.(page, text);
    // The newest of the texts: a toast of the fault before may still be fading out.
    const message = told ?? page.getByText(text).last();
    await expect(message, `${named}: the message`).toBeVisible();
    await disarm();
    if (fault === 'code -2' && !signedOut) {
      // The session ends and the login page offers the way back to this screen. (Logging
      // in again through it is session-expiry.e2e.ts's; code -2 is the last fault here.)
      await expect(page, `${named}: the login page`).toHaveURL(
        new RegExp(`/login/login\\?redirect=${encodeURIComponent(row.screen)}`),
      );
      expect(await page.evaluate(() => localStorage.getItem('User-Token')), `${named}: no token`).toBeNull();
      break;
    }
    await expect(page.locator(SPINNING), `${named}: nothing still spinning`).toHaveCount(0);
    if (steps.control) await expect(steps.control(page), `${named}: the control is back`).toBeEnabled();
    if (steps.kept) await expect(steps.kept(page).first(), `${named}: data kept`).toBeVisible();
    await expect
      .poll(async () => RAW.exec(await page.locator('body').innerText())?.[0] ?? null, {
        message: `${named}: no raw failure`,
      })
      .toBeNull();
  }
  // The faults were this row's doing: failed requests to the path and the browser's
  // "Failed to load resource" lines for them.
  expect(
    problems.failedRequests.filter((text) => !text.includes(path)),
    `${key}: failed requests`,
  ).toEqual([]);
  expect(
    problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource')),
    `${key}: console errors`,
  ).toEqual([]);
  problems.failedRequests.length = 0;
  problems.consoleErrors.length = 0;
}
