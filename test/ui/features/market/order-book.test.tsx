// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { AppServices } from '../../../../src/application/app-services';
import { marketPreferencesMachine } from '../../../../src/application/preferences/market-preferences.machine';
import type { Depth, Pair, Ticker } from '../../../../src/domain/market/market';
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
    context: { pair: Pair; depth: Depth | null; ticker: Ticker | null; partFailures: object };
    events: { type: 'depth'; depth: Depth } | { type: 'ticker'; ticker: Ticker };
  },
}).createMachine({
  context: { pair, depth: null, ticker: null, partFailures: {} },
  on: {
    depth: { actions: assign({ depth: ({ event }) => event.depth }) },
    ticker: { actions: assign({ ticker: ({ event }) => event.ticker }) },
  },
});
const tickerAt = (close: string, open = '100'): Ticker => ({
  base: 'BTC',
  quote: 'USDT',
  logo: '',
  open,
  close,
  high: close,
  low: close,
  vol: '1',
});

const level = (price: string, amount: string) => ({ price, amount });
const depthOf = (asks: [string, string][], bids: [string, string][]): Depth =>
  ({ asks: asks.map(([p, a]) => level(p, a)), bids: bids.map(([p, a]) => level(p, a)) }) as Depth;

let root: Root | null = null;
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function mount(rows = 5, upColour: 'green' | 'red' = 'green') {
  const picked: string[] = [];
  const preferences = createActor(marketPreferencesMachine(), {
    input: { favourites: [], upColour, tradeKind: null },
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
  // Past the 200 ms throttle, so the latest book has been written.
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
  const send = async (depth: Depth) => {
    await act(async () => feed.send({ type: 'depth', depth }));
    await settle();
  };
  const tick = async (close: string) => {
    await act(async () => feed.send({ type: 'ticker', ticker: tickerAt(close) }));
    await settle();
  };
  return { container, send, tick, picked };
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
    expect(container.querySelector('.pd-book__spread')?.textContent).toBe('Spread 1.50 (1.477%)');
    // No ticker yet: the last price is not known.
    expect(container.querySelector('.pd-book__last')?.textContent).toBe('Last price --');
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

  it('shows the last price in the colour and arrow of its last move, beside the spread', async () => {
    const { container, send, tick } = await mount();
    await send(depthOf([['101.5', '2']], [['100', '3']]));
    const last = () => container.querySelector('.pd-book__last-price') as HTMLElement;
    const arrow = () => container.querySelector('.pd-book__move')?.textContent;
    // The first price takes the 24 h direction (opened at 100).
    await tick('99.5');
    expect(last().textContent).toBe('99.50');
    expect([last().className, arrow()]).toEqual(['pd-book__last-price mk-red', '\u2193']);
    await tick('101');
    expect([last().textContent, last().className, arrow()]).toEqual([
      '101.00',
      'pd-book__last-price mk-green',
      '\u2191',
    ]);
    // Unchanged: the colour of the last move stays.
    await tick('101.00');
    expect([last().className, arrow()]).toEqual(['pd-book__last-price mk-green', '\u2191']);
    await tick('100.25');
    expect([last().textContent, last().className]).toEqual(['100.25', 'pd-book__last-price mk-red']);
    expect(container.querySelector('[data-testid="book-middle"]')?.textContent).toBe(
      'Last price 100.25\u2193Spread 1.50 (1.477%)',
    );
  });

  it('colours a rise red for a red-up user', async () => {
    const { container, send, tick } = await mount(5, 'red');
    await send(depthOf([['101.5', '2']], [['100', '3']]));
    await tick('100');
    await tick('100.5');
    expect(container.querySelector('.pd-book__last-price')?.className).toBe('pd-book__last-price mk-red');
  });

  it('writes a new last price without a React render of the book', async () => {
    const { container, send, tick } = await mount();
    await send(depthOf([['101.5', '2']], [['100', '3']]));
    await tick('100');
    const touched = new Set<Node>();
    const observer = new MutationObserver((records) =>
      records.forEach((record) => touched.add(record.target)),
    );
    observer.observe(container.querySelector('.pd-book') as Element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    await tick('100.75');
    observer.disconnect();
    // The price's text node, the arrow's and the price cell's class; no row, no element made.
    expect(touched.size).toBe(3);
    expect(Array.from(touched, (node) => node.textContent)).toEqual(['100.75', '\u2191', '100.75']);
  });

  it('is one Tab stop whose arrow, Home and End keys move across the middle row between the rows', async () => {
    const { container, send } = await mount();
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
    const stops = () =>
      Array.from(container.querySelectorAll<HTMLButtonElement>('.pd-book__row[tabindex="0"]'), nameOf);
    // The stop starts at the best ask, just above the middle row.
    expect(stops()).toEqual(['Use price 101.50 (Sell)']);
    const press = (key: string) =>
      act(() => {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    const focused = () => nameOf(document.activeElement as HTMLButtonElement);
    act(() => container.querySelector<HTMLButtonElement>('.pd-book__row[tabindex="0"]')?.focus());
    await press('ArrowDown');
    expect([focused(), stops()]).toEqual(['Use price 100.00 (Buy)', ['Use price 100.00 (Buy)']]);
    await press('End');
    expect(focused()).toBe('Use price 99.25 (Buy)');
    await press('ArrowDown');
    expect(focused()).toBe('Use price 99.25 (Buy)');
    await press('Home');
    expect([focused(), stops()]).toEqual(['Use price 102.00 (Sell)', ['Use price 102.00 (Sell)']]);
    await press('ArrowUp');
    expect(focused()).toBe('Use price 102.00 (Sell)');

    // A thinner book that hides the stop's row hands the stop to the best ask again.
    await send(depthOf([['101.5', '2']], [['100', '3']]));
    expect(stops()).toEqual(['Use price 101.50 (Sell)']);
  });

  it('opens a scrolling book at its middle row once laid out, and reads no layout when it writes a book', async () => {
    // The browser's size reports stand in here: the test says when the layout has changed.
    const observers: { report: () => void; watched: Element[]; stopped: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly entry;
        constructor(report: () => void) {
          this.entry = { report, watched: [] as Element[], stopped: false };
          observers.push(this.entry);
        }
        observe(part: Element) {
          this.entry.watched.push(part);
        }
        disconnect() {
          this.entry.stopped = true;
        }
      },
    );
    const { container, send } = await mount();
    await send(depthOf([['101.5', '2']], [['100', '3']]));
    const body = container.querySelector<HTMLElement>('.pd-book__body');
    if (!body) throw new Error('the book has no body');
    let layoutReads = 0;
    let scrollHeight = 0;
    Object.defineProperty(body, 'scrollHeight', { get: () => ((layoutReads += 1), scrollHeight) });
    Object.defineProperty(body, 'clientHeight', { get: () => ((layoutReads += 1), 200) });

    await send(depthOf([['101.5', '2.5']], [['100', '2']]));
    await send(depthOf([['102', '1']], [['99', '4']]));
    // Asking whether the body scrolls after a write would lay the book out again on every write.
    expect(layoutReads).toBe(0);

    const watch = observers.at(-1);
    expect(watch?.watched).toContain(body);
    // Laid out too short to scroll: nothing moves, and the watch goes on.
    act(() => watch?.report());
    expect([body.scrollTop, watch?.stopped]).toEqual([0, false]);
    // Laid out taller than its place: it opens at the middle row, then leaves the scroll alone.
    scrollHeight = 600;
    body.getBoundingClientRect = () => ({ top: 0, height: 200 }) as DOMRect;
    const asks = container.querySelector<HTMLElement>('.pd-book__side--ask');
    if (asks) asks.getBoundingClientRect = () => ({ bottom: 300 }) as DOMRect;
    act(() => watch?.report());
    expect(body.scrollTop).toBeGreaterThan(0);
    expect(watch?.stopped).toBe(true);
  });
});
