import {
  confirmRealOrder,
  contractPaths,
  prepareOrder,
  shownCards,
  toastWith,
} from '../support/e2e/contract-steps';
import { recordedOrders } from '../support/e2e/contract-engine';
import { expect, test } from '../support/e2e/fixtures';
import { clearFault, faultTaken, releaseHeld, setFaults, tokenOf } from '../support/e2e/reference-faults';
import { openSignedIn } from '../support/e2e/seeded-user';
import { isHttpProject } from '../support/e2e/session-steps';

const CREATE_ORDER = '/contract/createOrder';
const OUTCOME_UNKNOWN =
  'Outcome unknown: the answer was lost, so it may have gone through. Your positions and balances have been reloaded; check them before you try again.';

test('an order the server holds past the deadline, pressed again after "outcome unknown": exactly one position @http', async ({
  page,
  isMobile,
  problems,
}, testInfo) => {
  test.skip(
    !isHttpProject(testInfo.project.name),
    'the reference server holds the order and applies it late',
  );
  await openSignedIn(page, contractPaths(isMobile).contract, { tag: 'once', contractFunds: '100' });
  const available = page.getByTestId('available');
  await expect(available).toContainText('100.00000000 USDT');
  const token = await tokenOf(page);
  await setFaults(page, { [CREATE_ORDER]: { hold: true, times: 1 } });
  const ids: string[] = [];
  let pressed = 0;
  let late: Promise<unknown> = Promise.resolve(null);
  // The first press: the request reaches the server, which holds it (20 s, past the app's 12 s
  // deadline); the browser's wait for it ends at once here instead of after 12 s.
  await page.route(`**${CREATE_ORDER}`, async (route) => {
    ids.push(new URLSearchParams(route.request().postData() ?? '').get('requestId') ?? '');
    pressed += 1;
    if (pressed > 1) return route.continue();
    late = route.fetch().then(
      async (answer) => (await answer.json()) as unknown,
      (error: unknown) => String(error),
    );
    await expect.poll(() => faultTaken(CREATE_ORDER, token)).toBe(true);
    await route.abort('timedout');
  });
  try {
    await prepareOrder(page, 30, '20');
    const up = page.getByRole('button', { name: 'Up', exact: true });
    await up.click();
    await confirmRealOrder(page);
    await expect(toastWith(page, isMobile, OUTCOME_UNKNOWN)).toBeVisible();
    await expect(shownCards(page)).toHaveCount(0);
    // The user presses again: the same order, sent with the same request id, is applied now.
    await up.click();
    await confirmRealOrder(page);
    await expect(shownCards(page)).toHaveCount(1);
    await expect(available).toContainText('79.98000000 USDT');
    // The held first one is applied late, as a server would: its id has been applied already.
    expect(await releaseHeld(token)).toBe(1);
    // Its answer, when the server gets to it, is the first answer to that id, nothing new.
    expect(await late).toMatchObject({ code: 1 });
    expect(await recordedOrders(page, testInfo.project.name, 'contract')).toHaveLength(1);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[0]).not.toBe('');
  } finally {
    await releaseHeld(token);
    await clearFault(CREATE_ORDER, token);
  }
  // The first press's wait, ended by the test, is this test's doing.
  const ended = (text: string) => text.includes(CREATE_ORDER) || text.includes('ERR_TIMED_OUT');
  expect(problems.failedRequests.every(ended)).toBe(true);
  expect(problems.consoleErrors.every(ended)).toBe(true);
  problems.failedRequests.length = 0;
  problems.consoleErrors.length = 0;
});
