import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { allEntries, createLedgerServices } from '../../../src/application/ledger/ledger-services';
import {
  selectLedgerExportActor,
  selectLedgerFilter,
  selectLedgerList,
} from '../../../src/application/ledger/ledger-screen.selectors';
import { selectItems, selectNoMore, selectTotal } from '../../../src/application/paging/paged-list.selectors';
import type { LedgerEntry } from '../../../src/domain/ledger/ledger';
import { signUp } from '../../support/fixtures/backend-accounts';
import type { ContractBackend } from '../../support/fixtures/backend';
import { createDemoBackend } from '../../support/fixtures/demo-backend';

const labels = {
  header: ['Time', 'Type', 'Account', 'Coin', 'Change', 'Balance', 'Note'] as const,
  type: (name: string) => name,
  account: (name: string) => name,
  time: (ms: number) => String(ms),
};

describe('ledger services', () => {
  let backend: ContractBackend;
  let saved: { fileName: string; rows: readonly (readonly string[])[] }[];
  beforeEach(async () => {
    backend = await createDemoBackend();
    saved = [];
    await signUp(backend, 'ledger@example.com');
    for (let i = 0; i < 6; i += 1)
      await backend.gateways.transfer.transfer({ amount: '1', currency: 'USDT', type: 1 });
  });
  afterEach(() => backend.close());

  const start = () => {
    const services = createLedgerServices({
      ledger: backend.gateways.ledger,
      csv: {
        save: (fileName, rows) => {
          saved.push({ fileName, rows });
          return Promise.resolve();
        },
      },
      clock: backend.clock,
    });
    return createActor(services.screen, { input: {} }).start();
  };
  const listOf = (screen: ReturnType<typeof start>) => selectLedgerList(screen.getSnapshot());

  it('loads page 1, appends page 2 on more, and stops at sum', async () => {
    const screen = start();
    const list = listOf(screen);
    await waitFor(list, (snapshot) => snapshot.matches('idle'));
    expect(selectItems<LedgerEntry>(list.getSnapshot())).toHaveLength(10);
    list.send({ type: 'more' });
    await waitFor(list, (snapshot) => snapshot.matches('idle'));
    // Two welcome balances and twelve transfer changes.
    expect(selectItems<LedgerEntry>(list.getSnapshot())).toHaveLength(14);
    expect(selectNoMore<LedgerEntry>(list.getSnapshot())).toBe(true);
  });

  it('starts a new list at page 1 for a new filter', async () => {
    const screen = start();
    screen.send({ type: 'filter.type', value: 'funds-added' });
    expect(selectLedgerFilter(screen.getSnapshot())).toEqual({ type: 'funds-added', currency: '' });
    const list = listOf(screen);
    await waitFor(list, (snapshot) => snapshot.matches('idle'));
    expect(selectTotal<LedgerEntry>(list.getSnapshot())).toBe(2);
  });

  it('exports every row of the filtered list, past the first page, as one file', async () => {
    const screen = start();
    screen.send({ type: 'filter.coin', value: 'USDT' });
    const exporter = selectLedgerExportActor(screen.getSnapshot());
    exporter.send({ type: 'submit', patch: { filter: selectLedgerFilter(screen.getSnapshot()), labels } });
    await waitFor(exporter, (snapshot) => snapshot.matches('done'));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('transaction-log-2026-01-15.csv');
    expect(saved[0]?.rows).toHaveLength(1 + 13);
    expect(saved[0]?.rows[1]?.slice(1, 6)).toEqual(['transfer', 'contract', 'USDT', '1', '6']);
  });

  it('reads every page of a long log for the export', async () => {
    for (let i = 0; i < 60; i += 1)
      await backend.gateways.transfer.transfer({ amount: '1', currency: 'USDC', type: 1 });
    const entries = await allEntries(backend.gateways.ledger, { type: '', currency: '' });
    expect(entries).toHaveLength(2 + 12 + 120);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });
});
