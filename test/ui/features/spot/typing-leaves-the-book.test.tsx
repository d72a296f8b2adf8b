// @vitest-environment happy-dom
import { act, Profiler, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { createMarket, DEFAULT_SEED, pairReads } from '../../../../src/adapters/demo/engine';
import type { AppServices } from '../../../../src/application/app-services';
import { marketPreferencesMachine } from '../../../../src/application/preferences/market-preferences.machine';
import { createDraftStore } from '../../../../src/application/shared/draft-store';
import { startSpotAccount } from '../../../../src/application/shared/spot-account.machine';
import { createSpotServices } from '../../../../src/application/spot/spot-services';
import type { Depth, Pair } from '../../../../src/domain/market/market';
import type { SpotGateway } from '../../../../src/domain/spot/spot.port';
import { TradeMarket } from '../../../../src/ui/desktop/pages/spot/trade-market';
import { TradingTerminal } from '../../../../src/ui/desktop/pages/shared/trading-terminal';
import {
  PairDetailContext,
  type PairDetailRef,
} from '../../../../src/ui/features/market/pair/pair-detail-provider';
import { SpotOrderForm } from '../../../../src/ui/features/spot/order/spot-order-form';
import { usePickPrice } from '../../../../src/ui/features/spot/order/use-pick-price';
import { SpotScreenProvider } from '../../../../src/ui/features/spot/screen/spot-screen-provider';
import { NotifyProvider } from '../../../../src/ui/shared/notify';
import { ServicesProvider } from '../../../../src/ui/shared/services-context';

// React's act() warns unless the test environment says it drives act itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// DESIGN section 4 budgets the order book at 2 ms of script per update at 5 updates a
// second (npm run bench measures the book alone). Order entry sits beside the book: this
// proves that typing in it never renders the book, so the book's cost stays what the bench
// measured. React's Profiler counts the book's commits while a trader types.

const pair: Pair = { base: 'BTC', quote: 'USDT' };
const market = pairReads(createMarket(DEFAULT_SEED));
const start = Date.now();
const book = (i: number): Depth => market.depth(pair, start + i * 1_000);

/** What the terminal reads of the pair-detail feed: the pair, the latest book, deals, staleness. */
const feedMachine = setup({
  types: {} as {
    context: {
      pair: Pair;
      depth: Depth | null;
      deals: [];
      stale: boolean;
      phase: 'polling';
      partFailures: object;
    };
    events: { type: 'depth'; depth: Depth };
  },
}).createMachine({
  context: { pair, depth: null, deals: [], stale: false, phase: 'polling', partFailures: {} },
  on: { depth: { actions: assign({ depth: ({ event }) => event.depth }) } },
});

const never = () => new Promise<never>(() => undefined);
const gateway: SpotGateway = {
  placeOrder: never,
  cancelOrder: never,
  cancelAll: never,
  openOrders: async () => ({ list: [], sum: 0 }),
  orderHistory: async () => ({ list: [], sum: 0 }),
  trades: async () => ({ list: [], sum: 0 }),
};

function Terminal({ onBookRender }: { onBookRender: () => void }) {
  // As the signed-in /pc/trade terminal: book picks go straight to the order machine.
  const pick = usePickPrice();
  return (
    <TradingTerminal
      header={null}
      chart={null}
      market={
        <Profiler id="book" onRender={onBookRender}>
          <TradeMarket onPickPrice={pick} />
        </Profiler>
      }
      entry={<SpotOrderForm pair={pair} />}
      entryLabel="Spot order"
      bottom={null}
    />
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

async function mount(children: ReactNode) {
  const preferences = createActor(marketPreferencesMachine(), {
    input: { favourites: [], upColour: 'green', tradeKind: null },
  }).start();
  const spot = createSpotServices({
    spot: gateway,
    spotAccount: startSpotAccount({
      gateway: {
        balances: async () => [{ currencyName: 'USDT', availableCurrency: '10000', frozenCurrency: '0' }],
      },
    }),
    clock: { now: () => Date.now() },
    drafts: createDraftStore(),
  });
  const services = { market: { preferences }, spot } as unknown as AppServices;
  const feed = createActor(feedMachine).start();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <ServicesProvider value={services}>
          <PairDetailContext.Provider value={feed as unknown as PairDetailRef}>
            <Suspense fallback={null}>
              <NotifyProvider value={{ success: () => {}, error: () => {}, warning: () => {} }}>
                <SpotScreenProvider>{children}</SpotScreenProvider>
              </NotifyProvider>
            </Suspense>
          </PairDetailContext.Provider>
        </ServicesProvider>
      </IntlProvider>,
    ),
  );
  return { container, feed };
}

/** Types into a React-controlled input one character at a time, as a keyboard would. */
async function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const character of text) {
    await act(async () => {
      setValue?.call(input, input.value + character);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('order entry beside the book', () => {
  it('renders the form on each keystroke and the book not once; a new book is written without a render', async () => {
    let bookRenders = 0;
    const { container, feed } = await mount(<Terminal onBookRender={() => (bookRenders += 1)} />);
    await act(async () => feed.send({ type: 'depth', depth: book(0) }));
    await wait(300);
    expect(container.querySelectorAll('.pd-book__row')).toHaveLength(40);

    const [price, amount] = Array.from(container.querySelectorAll<HTMLInputElement>('.spot-form input'));
    if (!price || !amount) throw new Error('the form has a price and an amount field');
    const before = bookRenders;
    await typeInto(price, '93500.25');
    await typeInto(amount, '0.0125');
    await wait(300);
    // The form took every keystroke (its total shows what was typed) ...
    expect(amount.value).toBe('0.0125');
    expect(container.querySelector('[data-testid="spot-total"]')?.textContent).toContain('1,168.75 USDT');
    // ... and the book did not render once.
    expect(bookRenders).toBe(before);

    // A new book is written into the rows without a render either, and does reach the screen.
    const shownBook = container.querySelector('.pd-book')?.textContent;
    await act(async () => feed.send({ type: 'depth', depth: book(1) }));
    await wait(300);
    expect(container.querySelector('.pd-book')?.textContent).not.toBe(shownBook);
    expect(bookRenders).toBe(before);
    // The Profiler is wired: it counted the book's first render.
    expect(before).toBeGreaterThan(0);
  });
});
