import { DOUBLE_PRESS_MS } from '../../src/application/shared/form.machine';
import { expect, test, waitForApp } from '../support/e2e/fixtures';
import { FAULTS, MATRIX_CALLS, pathOf, type MatrixKey } from '../support/e2e/fault-matrix/calls';
import { armFault, expectedText, makeCall } from '../support/e2e/fault-matrix/play-fault';
import { STEPS } from '../support/e2e/fault-matrix/steps';
import { createUser, openSignedIn } from '../support/e2e/seeded-user';

// Issue 16, item 4: every call a screen makes, against each of six faults, on one page per
// call (calls.ts is the table; tagged @matrix, it runs in desktop-http only).

/**
 * A raw failure leaking onto the screen: a line of the page that is a bare failure kind or
 * ends in one after a colon ("...could not be loaded: timeout"), a bare status, an object.
 * Line by line, so the app's own words ("on the TRC20 network") never count.
 */
const RAW = /(^|:\s*)(network|timeout|malformed)\s*$|HTTP \d{3}|\[object Object\]/m;
/** Anything still spinning once the failure is told. */
const SPINNING = '.ant-btn-loading, .ant-spin-spinning, [aria-busy="true"]';

for (const [key, row] of Object.entries(MATRIX_CALLS) as [MatrixKey, (typeof MATRIX_CALLS)[MatrixKey]][]) {
  test(`${key} on ${row.screen}: ${FAULTS.join(', ')} @matrix`, async ({ page, problems }) => {
    test.setTimeout(90_000);
    const steps = STEPS[key];
    const path = pathOf(key);
    const movesMoney = 'movesMoney' in row;
    const signedOut = 'signedOut' in row;
    await page.clock.install();
    let scope: string;
    let email: string;
    let token = '';
    if (signedOut) {
      // Signed-out calls carry no token: the page's own header scopes its faults.
      scope = `matrix-${key}-${Date.now()}`;
      await page.setExtraHTTPHeaders({ 'X-Fault-Scope': scope });
      email = (await createUser('matrix')).email;
      await page.goto(row.screen);
      await waitForApp(page);
    } else {
      const user = await openSignedIn(page, row.screen, { tag: 'matrix', contractFunds: '100' });
      scope = user.token;
      email = user.email;
      token = user.token;
    }
    await steps.prepare?.(page, { email, token });

    for (const [index, fault] of FAULTS.entries()) {
      await test.step(fault, async () => {
        const disarm = await armFault(page, path, fault, scope);
        // Each fault's press is a new press, not the second click of a double click on the last.
        if (index > 0) await page.clock.fastForward(DOUBLE_PRESS_MS);
        await makeCall(page, path, fault, () =>
          (index === 0 || !steps.again ? steps.first : steps.again)(page),
        );
        const text = expectedText(fault, movesMoney, steps.lostAnswer);
        // A -2 is told by the session, as a toast, whichever call heard it.
        const told = fault === 'code -2' ? undefined : steps.message?.(page, text);
        // The newest of the texts: a toast of the fault before may still be fading out.
        const message = told ?? page.getByText(text).last();
        await expect(message, `${fault}: the message`).toBeVisible();
        await disarm();
        if (fault === 'code -2' && !signedOut) {
          // The session ends and the login page offers the way back to this screen. (Logging
          // in again through it is session-expiry.e2e.ts's; code -2 is the last fault here.)
          await expect(page).toHaveURL(
            new RegExp(`/login/login\\?redirect=${encodeURIComponent(row.screen)}`),
          );
          expect(await page.evaluate(() => localStorage.getItem('User-Token'))).toBeNull();
          return;
        }
        await expect(page.locator(SPINNING), `${fault}: nothing still spinning`).toHaveCount(0);
        if (steps.control) await expect(steps.control(page), `${fault}: the control is back`).toBeEnabled();
        if (steps.kept) await expect(steps.kept(page).first(), `${fault}: data kept`).toBeVisible();
        await expect
          .poll(async () => RAW.exec(await page.locator('body').innerText())?.[0] ?? null, {
            message: `${fault}: no raw failure`,
          })
          .toBeNull();
      });
    }
    // The faults were this test's doing: failed requests to the path and the browser's
    // "Failed to load resource" lines for them.
    expect(problems.failedRequests.filter((text) => !text.includes(path))).toEqual([]);
    expect(problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    problems.failedRequests.length = 0;
    problems.consoleErrors.length = 0;
  });
}
