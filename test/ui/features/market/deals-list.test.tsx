// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { AppServices } from '../../../../src/application/app-services';
import { marketPreferencesMachine } from '../../../../src/application/preferences/market-preferences.machine';
import type { Deal, Pair } from '../../../../src/domain/market/market';
import { DealsList } from '../../../../src/ui/features/market/pair/deals-list';
import {
  PairDetailContext,
  type PairDetailRef,
} from '../../../../src/ui/features/market/pair/pair-detail-provider';
import { ServicesProvider } from '../../../../src/ui/shared/services-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Each poll brings the newest deals and shifts the older ones down. The list rewrites its rows
// in place: a pair screen left open all day must not make and drop rows on every poll.

const pair: Pair = { base: 'BTC', quote: 'USDT' };
const feedMachine = setup({
  types: {} as {
    context: { pair: Pair; deals: Deal[] | null; partFailures: object };
    events: { type: 'deals'; deals: Deal[] };
  },
}).createMachine({
  context: { pair, deals: null, partFailures: {} },
  on: { deals: { actions: assign({ deals: ({ event }) => event.deals }) } },
});

/** Deals numbered from `newest` down, one second apart, newest first. */
const dealsFrom = (newest: number, count: number): Deal[] =>
  Array.from({ length: count }, (_, i) => {
    const n = newest - i;
    return {
      id: `BTCUSDT-${n}`,
      price: `${100 + n}.5`,
      amount: '0.1',
      side: n % 2 === 0 ? 'buy' : 'sell',
      timestamp: Date.UTC(2026, 0, 1, 12, 0, n),
    };
  });

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function mount(rows: number) {
  const preferences = createActor(marketPreferencesMachine(), {
    input: { favourites: [], upColour: 'green', tradeKind: null },
  }).start();
  const services = { market: { preferences } } as unknown as AppServices;
  const feed = createActor(feedMachine).start();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <ServicesProvider value={services}>
          <PairDetailContext.Provider value={feed as unknown as PairDetailRef}>
            <DealsList rows={rows} />
          </PairDetailContext.Provider>
        </ServicesProvider>
      </IntlProvider>,
    ),
  );
  return { feed, container };
}

const bodyRows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')];
const prices = (container: HTMLElement) => bodyRows(container).map((row) => row.children[1]?.textContent);

describe('deals list', () => {
  it('shows the newest deals first, as many as it has rows for', async () => {
    const { feed, container } = await mount(3);
    await act(async () => feed.send({ type: 'deals', deals: dealsFrom(10, 5) }));
    expect(prices(container)).toEqual(['Buy 110.50', 'Sell 109.50', 'Buy 108.50']);
  });

  it('writes a poll that shifts the deals into the rows it already has', async () => {
    const { feed, container } = await mount(4);
    await act(async () => feed.send({ type: 'deals', deals: dealsFrom(10, 6) }));
    const before = bodyRows(container);
    const cellsBefore = before.map((row) => row.children[1]);

    await act(async () => feed.send({ type: 'deals', deals: dealsFrom(12, 6) }));

    const after = bodyRows(container);
    expect(after).toHaveLength(4);
    after.forEach((row, i) => expect(row).toBe(before[i]));
    after.forEach((row, i) => expect(row.children[1]).toBe(cellsBefore[i]));
    expect(prices(container)).toEqual(['Buy 112.50', 'Sell 111.50', 'Buy 110.50', 'Sell 109.50']);
  });

  it('keeps its row count over many polls', async () => {
    const { feed, container } = await mount(5);
    for (let newest = 20; newest < 80; newest += 3) {
      await act(async () => feed.send({ type: 'deals', deals: dealsFrom(newest, 20) }));
    }
    expect(bodyRows(container)).toHaveLength(5);
    expect(container.querySelectorAll('td')).toHaveLength(15);
  });
});
