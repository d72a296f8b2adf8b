// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { AppServices } from '../../../../src/application/app-services';
import { marketPreferencesMachine } from '../../../../src/application/preferences/market-preferences.machine';
import type { Depth, Pair } from '../../../../src/domain/market/market';
import { OrderBook } from '../../../../src/ui/features/market/pair/order-book';
import {
  PairDetailContext,
  type PairDetailRef,
} from '../../../../src/ui/features/market/pair/pair-detail-provider';
import { ServicesProvider } from '../../../../src/ui/shared/services-context';

// React's act() warns unless the test environment says it drives act itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The book writes each new book into fixed row slots instead of rendering rows (the order
// book budget of DESIGN section 4). These tests hold it to what a trader sees and uses.

const pair: Pair = { base: 'BTC', quote: 'USDT' };
const feedMachine = setup({
  types: {} as {
    context: { pair: Pair; depth: Depth | null; partFailures: object };
    events: { type: 'depth'; depth: Depth };
  },
}).createMachine({
  context: { pair, depth: null, partFailures: {} },
  on: { depth: { actions: assign({ depth: ({ event }) => event.depth }) } },
});

const level = (price: string, amount: string) => ({ price, amount });
const depthOf = (asks: [string, string][], bids: [string, string][]): Depth =>
  ({ asks: asks.map(([p, a]) => level(p, a)), bids: bids.map(([p, a]) => level(p, a)) }) as Depth;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function mount(rows = 5) {
  const picked: string[] = [];
  const preferences = createActor(marketPreferencesMachine, {
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
            <OrderBook rows={rows} onPickPrice={(price) => picked.push(price)} />
          </PairDetailContext.Provider>
        </ServicesProvider>
      </IntlProvider>,
    ),
  );
  const send = async (depth: Depth) => {
    await act(async () => feed.send({ type: 'depth', depth }));
    // Past the 200 ms throttle, so the latest book has been written.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
  };
  return { container, send, picked };
}

/** A button's name as its aria-labelledby builds it: the texts of the named parts, space-joined. */
const nameOf = (button: HTMLButtonElement) =>
  (button.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** The rows a user can see and press, as their accessible names and cell texts. */
const shownRows = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLButtonElement>('li:not([hidden]) > .pd-book__row')).map(
    (button) => ({ name: nameOf(button), cells: Array.from(button.children, (cell) => cell.textContent) }),
  );

describe('order book', () => {
  it('says it is loading until a first book, then shows asks highest first over bids, with totals', async () => {
    const { container, send } = await mount();
    expect(container.textContent).toContain('Loading market data…');
    await send(
      depthOf(
        [
          ['101.5', '2'],
          ['102', '1.25'],
        ],
        [
          ['100', '3'],
          ['99.25', '0.5'],
        ],
      ),
    );
    expect(shownRows(container)).toEqual([
      { name: 'Use price 102.00 (Sell)', cells: ['102.00', '1.2500', '3.2500'] },
      { name: 'Use price 101.50 (Sell)', cells: ['101.50', '2.0000', '2.0000'] },
      { name: 'Use price 100.00 (Buy)', cells: ['100.00', '3.0000', '3.0000'] },
      { name: 'Use price 99.25 (Buy)', cells: ['99.25', '0.5000', '3.5000'] },
    ]);
    expect(container.querySelector('.pd-book__spread')?.textContent).toBe('Spread1.501.477%');
  });

  it('hands the pressed row its exact price, and rewrites only the cells that changed', async () => {
    const { container, send, picked } = await mount();
    await send(depthOf([['101.5', '2']], [['100', '3']]));
    const buttons = container.querySelectorAll<HTMLButtonElement>('li:not([hidden]) > .pd-book__row');
    buttons[1]?.click();
    expect(picked).toEqual(['100']);

    const touched = new Set<Node>();
    const observer = new MutationObserver((records) =>
      records.forEach((record) => touched.add(record.target)),
    );
    observer.observe(container.querySelector('.pd-book') as Element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await send(depthOf([['101.5', '2']], [['100', '4']]));
    observer.disconnect();
    // The bid's amount and total changed; the ask and both prices were left alone.
    expect(Array.from(touched, (cell) => cell.textContent)).toEqual(['4.0000', '4.0000']);
    expect(shownRows(container)[1]?.cells).toEqual(['100.00', '4.0000', '4.0000']);
  });

  it('hides the slots a thinner book leaves, and says "No orders" for a book without levels', async () => {
    const { container, send } = await mount(5);
    await send(
      depthOf(
        [
          ['101', '1'],
          ['102', '1'],
          ['103', '1'],
        ],
        [['100', '1']],
      ),
    );
    expect(shownRows(container)).toHaveLength(4);
    await send(depthOf([], []));
    expect(shownRows(container)).toHaveLength(0);
    expect(container.textContent).toContain('No orders');
    await send(depthOf([['101', '1']], [['100', '1']]));
    expect(container.textContent).not.toContain('No orders');
    expect(shownRows(container)).toHaveLength(2);
  });

  it('groups prices by the chosen step and rewrites every row in the new places', async () => {
    const { container, send } = await mount();
    await send(
      depthOf(
        [
          ['101.5', '2'],
          ['101.75', '1'],
        ],
        [['100.25', '3']],
      ),
    );
    const select = container.querySelector('select') as HTMLSelectElement;
    await act(async () => {
      select.value = '100';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    // A step of 1: asks round up, bids down, so the two asks merge into one level.
    expect(shownRows(container)).toEqual([
      { name: 'Use price 102 (Sell)', cells: ['102', '3.0000', '3.0000'] },
      { name: 'Use price 100 (Buy)', cells: ['100', '3.0000', '3.0000'] },
    ]);
  });
});
