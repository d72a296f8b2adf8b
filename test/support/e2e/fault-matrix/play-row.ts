import { test, type Page } from '@playwright/test';
import { DOUBLE_PRESS_MS } from '../../../../src/application/shared/form.machine';
import { expect, waitForApp, type PageProblems } from '../fixtures';
import { createUser, reseedSignedIn, seedSignedIn } from '../seeded-user';
import { faultsOf, MATRIX_CALLS, pathOf, type FaultName, type MatrixKey } from './calls';
import { armFault, expectedText, isArmed, isCallTo, makeCall } from './play-fault';
import { screenOf } from './groups';
import { STEPS } from './steps';
import { sessionPaths } from '../session-steps';
import type { MatrixLocale } from './texts';

/**
 * A raw failure leaking onto the screen: a line of the page that is a bare failure kind or
 * ends in one after a colon ("...could not be loaded: timeout"), a bare status, an object.
 * Line by line, so the app's own words ("on the TRC20 network") never count.
 */
const RAW = /(^|:\s*)(network|timeout|malformed)\s*$|HTTP \d{3}|\[object Object\]/m;
/** Anything still spinning once the failure is told. */
const SPINNING = '.ant-btn-loading, .ant-spin-spinning, [aria-busy="true"]';

/** A path as a pattern: its query's `?` is a character, not a quantifier. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isApplied = (fault: FaultName) => fault.startsWith('applied');

/** Counts the page's requests to the path until stopped. */
function countRequests(page: Page, path: string) {
  let count = 0;
  const matches = isCallTo(path);
  const onRequest = (request: { url(): string }) => void (matches(request.url()) && (count += 1));
  page.on('request', onRequest);
  return {
    stop: () => {
      page.off('request', onRequest);
      return count;
    },
  };
}

/**
 * Opens the row's screen for a user of its own: a new page is seeded before its first load;
 * a page the last row left (signed out by its code -2) gets the new user in its storage.
 */
async function openRow(page: Page, key: MatrixKey, screen: string) {
  const row = MATRIX_CALLS[key];
  const project = test.info().project.name;
  if ('signedOut' in row) {
    // Signed-out calls carry no token: the page's own header scopes its faults.
    const scope = `matrix-${key}-${Date.now()}`;
    await page.setExtraHTTPHeaders({ 'X-Fault-Scope': scope });
    const { email } = await createUser('matrix');
    await page.goto(screen);
    await waitForApp(page);
    return { scope, email, token: '' };
  }
  const options = { tag: 'matrix', contractFunds: '100' };
  const fresh = page.url() === 'about:blank';
  const user = fresh
    ? await seedSignedIn(page, project, options)
    : await reseedSignedIn(page, project, options);
  await page.goto(screen);
  await waitForApp(page);
  return { scope: user.token, email: user.email, token: user.token };
}

/**
 * One row of the matrix (issue 16, item 4): its call against each of six faults, on its
 * screen, as a new user. Every message names the call and the fault.
 */
export async function playRow(
  page: Page,
  problems: PageProblems,
  key: MatrixKey,
  locale: MatrixLocale = 'en-US',
): Promise<void> {
  const row = MATRIX_CALLS[key];
  const steps = STEPS[key];
  const path = pathOf(key);
  const movesMoney = 'movesMoney' in row;
  const signedOut = 'signedOut' in row;
  const onPhone = test.info().project.use.isMobile === true;
  const screen = screenOf(key, onPhone);
  const { scope, email, token } = await openRow(page, key, screen);
  // The messages below are read in this locale: the page must speak it.
  await expect(page.locator('html'), `${key}: the page's language`).toHaveAttribute('lang', locale);
  await steps.prepare?.(page, { email, token });

  let applications = 0;
  for (const [index, fault] of faultsOf(movesMoney).entries()) {
    const named = `${key}, ${fault}`;
    const sent = countRequests(page, path);
    const disarm = await armFault(page, path, fault, scope);
    // Each fault's press is a new press, not the second click of a double click on the last.
    if (index > 0) await page.clock.fastForward(DOUBLE_PRESS_MS);
    await makeCall(page, path, fault, () => (index === 0 || !steps.again ? steps.first : steps.again)(page));
    const text = expectedText(fault, movesMoney, steps.lostAnswer);
    // A -2 is told by the session, as a toast, whichever call heard it.
    const told = fault === 'code -2' ? undefined : steps.message?.(page, text);
    // The newest of the texts: a toast of the fault before may still be fading out.
    const message = told ?? page.getByText(text).last();
    // An applied call the screen finds again is told as done (reconciled), else as lost.
    const applied = isApplied(fault) && steps.applied ? message.or(steps.applied(page)).first() : message;
    await expect(applied, `${named}: the message`).toBeVisible();
    await disarm();
    if (fault === 'code -2' && !signedOut) {
      // The session ends and the login page offers the way back to this screen. (Logging
      // in again through it is session-expiry.e2e.ts's; code -2 is the last fault here.)
      await expect(page, `${named}: the login page`).toHaveURL(
        new RegExp(`${sessionPaths(onPhone).login}\\?redirect=${escapeRegExp(encodeURIComponent(screen))}`),
      );
      expect(await page.evaluate(() => localStorage.getItem('User-Token')), `${named}: no token`).toBeNull();
      break;
    }
    await expect(page.locator(SPINNING), `${named}: nothing still spinning`).toHaveCount(0);
    await expect
      .poll(async () => RAW.exec(await page.locator('body').innerText())?.[0] ?? null, {
        message: `${named}: no raw failure`,
      })
      .toBeNull();
    if (isApplied(fault)) {
      // Applied once: the server took its one faulty answer and heard the call no more.
      expect(await isArmed(path, scope), `${named}: the server applied it`).toBe(false);
      expect(sent.stop(), `${named}: sent once, never again`).toBe(1);
      applications += 1;
      if (steps.appliedRows)
        await expect(steps.appliedRows(page), `${named}: shown once`).toHaveCount(applications);
      await steps.afterApplied?.(page);
    } else sent.stop();
    if (steps.control) await expect(steps.control(page), `${named}: the control is back`).toBeEnabled();
    if (steps.kept) await expect(steps.kept(page).first(), `${named}: data kept`).toBeVisible();
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
