import { test } from '../support/e2e/fixtures';
import type { MatrixKey } from '../support/e2e/fault-matrix/calls';
import { rowGroups } from '../support/e2e/fault-matrix/groups';
import { playRow } from '../support/e2e/fault-matrix/play-row';

// Issue 16, item 4: every call a screen makes, against each of six faults, and a call that
// moves money against two more, applied then failed (calls.ts is the table; tagged @matrix,
// it runs in desktop-http only). The rows of one screen share a page: one browser start for
// up to five rows, each row a step of its own with a new user.

// MATRIX_ROWS=contract.transfer,spot.placeOrder plays only those rows (while working on them).
const only = process.env.MATRIX_ROWS?.split(',') as MatrixKey[] | undefined;

for (const { screen, keys } of rowGroups(only)) {
  test(`${screen}: ${keys.join(', ')} @matrix`, async ({ page, problems }) => {
    test.setTimeout(40_000 * keys.length);
    await page.clock.install();
    for (const key of keys) await test.step(key, () => playRow(page, problems, key));
  });
}
