import type { Page } from '@playwright/test';
import { test, type PageProblems } from '../support/e2e/fixtures';
import type { MatrixKey } from '../support/e2e/fault-matrix/calls';
import { PHONE_ROWS, rowGroups } from '../support/e2e/fault-matrix/groups';
import { playRow } from '../support/e2e/fault-matrix/play-row';
import { useMatrixLocale, type MatrixLocale } from '../support/e2e/fault-matrix/texts';

// Issue 16, item 4: every call a screen makes, against each of six faults, and a call that
// moves money against two more, applied then failed (calls.ts is the table; tagged @matrix,
// it runs in desktop-matrix-http only). The rows of one screen share a page: one browser start for
// up to five rows, each row a step of its own with a new user.

// MATRIX_ROWS=contract.transfer,spot.placeOrder plays only those rows (while working on them).
const only = process.env.MATRIX_ROWS?.split(',') as MatrixKey[] | undefined;

async function playGroup(
  page: Page,
  problems: PageProblems,
  keys: readonly MatrixKey[],
  locale: MatrixLocale,
) {
  useMatrixLocale(locale);
  await page.clock.install();
  if (locale !== 'en-US')
    await page.addInitScript((lang) => {
      try {
        localStorage.setItem('User-Lang', lang);
      } catch {
        // about:blank has no storage; the app's origin has.
      }
    }, locale);
  for (const key of keys) await test.step(key, () => playRow(page, problems, key, locale));
}

for (const { screen, keys } of rowGroups(only)) {
  test(`${screen}: ${keys.join(', ')} @matrix`, async ({ page, problems }) => {
    test.setTimeout(40_000 * keys.length);
    await playGroup(page, problems, keys, 'en-US');
  });
}

// Item 11: the calls that move money on the phone as well (mobile-matrix-http runs @matrix-phone),
// in Chinese: the matrix's one pass in a second language, where each message must be the
// zh-CN text of the same one. (Played on the phone instead of a third pass on the desktop,
// it fits the matrix's time budget; the desktop's pass reads the en-US texts.)
for (const { screen, keys } of rowGroups(
  PHONE_ROWS.filter((key) => !only || only.includes(key)),
  true,
)) {
  test(`on the phone in zh-CN, ${screen}: ${keys.join(', ')} @matrix-phone`, async ({ page, problems }) => {
    test.setTimeout(40_000 * keys.length);
    await playGroup(page, problems, keys, 'zh-CN');
  });
}
