import { test } from '../support/e2e/fixtures';
import { FAULTS } from '../support/e2e/fault-matrix/calls';
import { rowGroups } from '../support/e2e/fault-matrix/groups';
import { playRow } from '../support/e2e/fault-matrix/play-row';

// Issue 16, item 4: every call a screen makes, against each of six faults (calls.ts is the
// table; tagged @matrix, it runs in desktop-http only). The rows of one screen share a page:
// one browser start for up to five rows, each row a step of its own with a new user.

for (const { screen, keys } of rowGroups()) {
  test(`${screen}: ${keys.join(', ')} against ${FAULTS.join(', ')} @matrix`, async ({ page, problems }) => {
    test.setTimeout(40_000 * keys.length);
    await page.clock.install();
    for (const key of keys) await test.step(key, () => playRow(page, problems, key));
  });
}
