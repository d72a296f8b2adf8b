import { readFileSync } from 'node:fs';
import { expect, test } from '../support/e2e/fixtures';
import { contractPaths, transferOnContract } from '../support/e2e/contract-steps';
import { openSignedIn } from '../support/e2e/seeded-user';

const logPath = (isMobile: boolean) => (isMobile ? '/account/trade?type=4' : '/pc/account/trade');

test('a transfer both ways from the contract screen appears once per account in the log, with the balances, and exports @http', async ({
  page,
  isMobile,
  snap,
  checkA11y,
}) => {
  // 100 USDT exchanged for BTC first: its rows carry the log's longest notes.
  await openSignedIn(page, contractPaths(isMobile).contract, {
    tag: `log${isMobile ? 'm' : 'd'}`,
    exchange: { fromCoin: 'USDT', toCoin: 'BTC', amount: '100' },
  });
  const transfer = async (type: '1' | '2', amount: string) => {
    await transferOnContract(page, amount, { type: type === '1' ? 1 : 2 });
  };
  await transfer('1', '300');
  await expect(page.getByTestId('available')).toContainText('300.00 USDT');
  await transfer('2', '100');
  await expect(page.getByTestId('available')).toContainText('200.00 USDT');

  // The log as the wallet's Records link opens it (the phone's ?type=4 names the screen): every type.
  await page.goto(logPath(isMobile));
  const rows = page.getByTestId('ledger-row');
  await expect(page.getByTestId('ledger-type')).toHaveValue('');
  await expect(page.locator('[data-testid="ledger-row"]:not([data-type="transfer"])').first()).toBeVisible();
  // A long note wraps inside its row: the row keeps its columns and nothing runs off the screen.
  const noted = rows.filter({ hasText: /Exchange USDT to BTC #\d+ \(fee / });
  await expect(noted).toHaveCount(1);
  const layout = await noted.evaluate((row) => {
    const note = row.querySelector<HTMLElement>('.lg-note');
    // The card the log is drawn in: a row wider than it would scroll or be cut off.
    const card = row.closest('section') ?? document.body;
    const edge = card.getBoundingClientRect().right;
    const cells = [...row.children].map((cell) => cell.getBoundingClientRect());
    const ancestorsTo = (from: Element, to: Element) => {
      const chain: Element[] = [];
      for (let box = from.parentElement; box && box !== to.parentElement; box = box.parentElement)
        chain.push(box);
      return chain;
    };
    const lineHeight = note ? parseFloat(getComputedStyle(note).lineHeight) || 16 : 0;
    return {
      cellsInside: cells.every((cell) => cell.right <= edge + 0.5),
      // The table's box scrolls sideways when a row is wider than the card.
      noScroll: [row, ...ancestorsTo(row, card)].every((box) => box.scrollWidth <= box.clientWidth + 1),
      noteLines: note ? Math.round(note.getBoundingClientRect().height / lineHeight) : 0,
      pageFits: document.documentElement.scrollWidth <= window.innerWidth,
    };
  });
  expect(layout).toMatchObject({ cellsInside: true, noScroll: true, pageFits: true });
  // On the phone the note is longer than its column: it wraps onto a second line.
  if (isMobile) expect(layout.noteLines).toBeGreaterThan(1);
  await snap('ledger-long-note');
  // A link that names a type opens the log filtered by it.
  await page.goto(`${isMobile ? '/account/trade' : '/pc/account/trade'}?type=transfer`);
  await expect(page.getByTestId('ledger-type')).toHaveValue('transfer');
  await expect(rows).toHaveCount(4);
  const seen = async (index: number) =>
    [
      await rows.nth(index).getByRole('rowheader').innerText(),
      await rows.nth(index).getByTestId('ledger-change').innerText(),
      await rows.nth(index).getByTestId('ledger-balance').innerText(),
    ].join(' | ');
  // Newest first: each change once, in its own account, with that account's balance after it.
  expect(await seen(0)).toMatch(/Transfer\s+Spot \| \+100\.00 USDT \| 9,700\.00 USDT/);
  expect(await seen(1)).toMatch(/Transfer\s+Seconds contract \| -100\.00 USDT \| 200\.00 USDT/);
  expect(await seen(2)).toMatch(/Transfer\s+Seconds contract \| \+300\.00 USDT \| 300\.00 USDT/);
  expect(await seen(3)).toMatch(/Transfer\s+Spot \| -300\.00 USDT \| 9,600\.00 USDT/);
  await snap('ledger-transfers');
  await checkA11y();

  const download = page.waitForEvent('download');
  await page.getByTestId('ledger-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transaction-log-\d{4}-\d\d-\d\d\.csv$/);
  const lines = readFileSync((await file.path()) ?? '', 'utf8')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(5);
  expect(lines[1]).toContain('"Transfer","Spot","USDT","100","9700"');
});
