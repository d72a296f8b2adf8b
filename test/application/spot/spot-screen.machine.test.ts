import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import {
  createPagedListMachine,
  type PagedListMachine,
} from '../../../src/application/paging/paged-list.machine';
import { createDraftStore } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import { spotCancelForm, type CancelOrder } from '../../../src/application/spot/spot-cancel.machine';
import { spotOrderForm } from '../../../src/application/spot/spot-order.machine';
import { createSpotScreenMachine } from '../../../src/application/spot/spot-screen.machine';
import type { SpotScreenEmitted } from '../../../src/application/spot/spot-screen.types';
import type { Depth, Ticker } from '../../../src/domain/market/market';
import type { Page } from '../../../src/domain/paging';
import type { SpotOrder, SpotTrade } from '../../../src/domain/spot/spot';
import type { BalanceRow } from '../../../src/domain/wallet/balances';
import { lost, refused } from '../../support/fixtures/gateway-failures';

const order: SpotOrder = {
  id: '9',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  side: 'buy',
  type: 'limit',
  price: '100',
  amount: '1',
  filledAmount: '0',
  filledTotal: '0',
  averagePrice: null,
  fee: '0',
  status: 0,
  createdAt: 1,
  updatedAt: 1,
};

const usdt = (available: string, frozen = '0'): BalanceRow[] => [
  { currencyName: 'USDT', availableCurrency: available, frozenCurrency: frozen },
];

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

/**
 * A screen over fakes that count what each list fetched; the app's spot account hands out the
 * balances given, one answer per read (the last one again once they run out).
 */
function start(
  balances: BalanceRow[][],
  options: {
    feed?: never;
    placeError?: unknown;
    found?: boolean;
    link?: { side?: 'buy' | 'sell'; price?: string };
  } = {},
) {
  const fetched = { openOrders: 0, orderHistory: 0, trades: 0, balances: 0 };
  const cancels: CancelOrder[] = [];
  const hold: { balances: Promise<void> | null } = { balances: null };
  const list = (name: keyof typeof fetched) =>
    createPagedListMachine<SpotOrder>().provide({
      actors: {
        fetchPage: fromPromise(async (): Promise<Page<SpotOrder>> => {
          fetched[name] += 1;
          return { list: [], sum: 0 };
        }),
      },
    });
  const spotAccount = startSpotAccount({
    gateway: {
      balances: async () => {
        const answer = balances[Math.min(fetched.balances++, balances.length - 1)] ?? [];
        await hold.balances;
        return answer;
      },
    },
  });
  const machine = createSpotScreenMachine({
    order: provideForm(spotOrderForm, {
      send: async () => {
        if (options.placeError !== undefined) throw options.placeError;
        return order;
      },
      reconcile: async () => (options.found ? order : null),
    }),
    cancel: provideForm(spotCancelForm, {
      send: async (request) => {
        cancels.push(request);
        return 1;
      },
    }),
    lists: () => ({
      openOrders: list('openOrders'),
      orderHistory: list('orderHistory'),
      trades: list('trades') as unknown as PagedListMachine<SpotTrade>,
    }),
    spotAccount,
    drafts: createDraftStore(),
    now: () => 1_000,
  });
  const actor = createActor(machine, {
    input: { baseCoin: 'BTC', quoteCoin: 'USDT', feed: options.feed ?? null, ...options.link },
  }).start();
  const emitted: SpotScreenEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  const form = () => actor.getSnapshot().context.order;
  /** A limit buy of 1 BTC at 100, on a book that prices it. */
  const placeOrder = async () => {
    actor.send({ type: 'book.update', book: { asks: [{ price: '100', amount: '5' }], bids: [], at: 0 } });
    form().send({ type: 'submit', patch: { price: '100', amount: '1' } });
    await flush();
  };
  return { actor, spotAccount, fetched, cancels, emitted, hold, form, placeOrder };
}

const tick = { type: 'market.tick' } as const;

describe('spot screen machine', () => {
  it("asks the app's spot account on opening and hands the pair's balances to the order", async () => {
    const { form, fetched } = start([
      [...usdt('500'), { currencyName: 'BTC', availableCurrency: '2', frozenCurrency: '0' }],
    ]);
    await flush();
    expect(fetched.balances).toBe(1);
    const { terms } = form().getSnapshot().context;
    expect([terms.availableQuote, terms.availableBase]).toEqual(['500', '2']);
  });

  it('reloads the balances on a market tick, and the lists only when they moved (a resting order filled)', async () => {
    const { actor, fetched } = start([usdt('500', '100'), usdt('500', '100'), usdt('500', '0')]);
    await flush();
    const before = fetched.openOrders;
    actor.send(tick);
    await flush();
    expect(fetched.balances).toBe(2);
    expect(fetched.openOrders).toBe(before);
    actor.send(tick);
    await flush();
    expect(fetched.balances).toBe(3);
    expect([fetched.openOrders, fetched.orderHistory, fetched.trades]).toEqual([
      before + 1,
      before + 1,
      before + 1,
    ]);
  });

  it('asks nothing more on a tick while the balances are still on their way', async () => {
    const { actor, fetched, hold } = start([usdt('500')]);
    await flush();
    let release: () => void = () => undefined;
    hold.balances = new Promise((resolve) => (release = resolve));
    actor.send(tick);
    actor.send(tick);
    actor.send(tick);
    await flush();
    expect(fetched.balances).toBe(2);
    release();
  });

  it('reloads lists and balances after an order and emits it for the toast', async () => {
    const { fetched, emitted, placeOrder } = start([usdt('1000')]);
    await flush();
    const lists = fetched.openOrders;
    await placeOrder();
    expect(emitted).toEqual([{ type: 'order.created', order }]);
    expect(fetched.openOrders).toBe(lists + 1);
    expect(fetched.balances).toBe(2);
  });

  it('after a lost answer not found in the lists reloads both as well and says the outcome is unknown', async () => {
    const { fetched, emitted, placeOrder } = start([usdt('1000')], { placeError: lost('network') });
    await flush();
    await placeOrder();
    expect(emitted).toEqual([{ type: 'order.unknown' }]);
    expect([fetched.openOrders, fetched.balances]).toEqual([2, 2]);
  });

  it('a refused order reloads the balances it may have been refused on, not the lists', async () => {
    const { fetched, emitted, placeOrder } = start([usdt('1000')], { placeError: refused('No liquidity') });
    await flush();
    await placeOrder();
    expect(emitted).toEqual([{ type: 'order.failed', failure: { kind: 'said', text: 'No liquidity' } }]);
    expect([fetched.openOrders, fetched.balances]).toEqual([1, 2]);
  });

  it('cancels one at a time, then reloads and emits how many', async () => {
    const { actor, cancels, emitted, fetched } = start([usdt('1000')]);
    await flush();
    const { cancel } = actor.getSnapshot().context;
    cancel.send({ type: 'submit', patch: { target: { kind: 'one', orderId: '9' } } });
    cancel.send({ type: 'submit', patch: { target: { kind: 'all' } } });
    await flush();
    expect(cancels).toEqual([
      { target: { kind: 'one', orderId: '9' }, pair: { baseCoin: 'BTC', quoteCoin: 'USDT' } },
    ]);
    expect(emitted).toEqual([{ type: 'cancel.done', count: 1 }]);
    expect([fetched.openOrders, fetched.balances]).toEqual([2, 2]);
  });

  it('asks the balances again when the trader retries after they failed', async () => {
    const { actor, fetched } = start([usdt('1000')]);
    await flush();
    actor.send({ type: 'balances.reload' });
    await flush();
    expect(fetched.balances).toBe(2);
  });

  it('hears the pair screen feed: each new book goes to the order and is the tick that checks balances', async () => {
    const feed = createActor(
      setup({
        types: {} as {
          context: { depth: Depth | null; stale: boolean };
          events: { type: 'set'; depth: Depth; stale: boolean };
        },
      }).createMachine({
        context: { depth: null, stale: false },
        on: { set: { actions: assign(({ event }) => ({ depth: event.depth, stale: event.stale })) } },
      }),
    ).start();
    const { form, fetched } = start([usdt('1000')], { feed: feed as never });
    await flush();
    const asked = fetched.balances;
    const depth = {
      asks: [{ price: '101', amount: '1' }],
      bids: [{ price: '99', amount: '1' }],
      timestamp: 7_000,
    };
    feed.send({ type: 'set', depth, stale: true });
    await flush();
    const { terms } = form().getSnapshot().context;
    expect(terms.book).toEqual({ asks: depth.asks, bids: depth.bids, at: 7_000 });
    expect(terms.feedStale).toBe(true);
    expect(fetched.balances).toBe(asked + 1);
  });

  describe('the limit price starts at the last price', () => {
    const tickerOf = (close: string, base = 'BTC'): Ticker => ({
      base,
      quote: 'USDT',
      logo: '',
      open: close,
      close,
      high: close,
      low: close,
      vol: '1',
    });
    /** A feed that carries only a ticker, as the pair screen's does between books. */
    function tickerFeed() {
      return createActor(
        setup({
          types: {} as {
            context: { ticker: Ticker | null; depth: null; stale: boolean };
            events: { type: 'ticker'; ticker: Ticker };
          },
        }).createMachine({
          context: { ticker: null, depth: null, stale: false },
          on: { ticker: { actions: assign({ ticker: ({ event }) => event.ticker }) } },
        }),
      ).start();
    }
    const priceOf = (form: () => { getSnapshot(): { context: { draft: { price: string } } } }) =>
      form().getSnapshot().context.draft.price;

    it("fills an empty price once with the pair's first last price, in the pair's places", async () => {
      const feed = tickerFeed();
      const { form } = start([usdt('1000')], { feed: feed as never });
      await flush();
      expect(priceOf(form)).toBe('');
      feed.send({ type: 'ticker', ticker: tickerOf('93648.2') });
      await flush();
      expect(priceOf(form)).toBe('93648.20');
      // Later prices leave the field alone, even once the trader has cleared it.
      form().send({ type: 'edit', patch: { price: '' } });
      feed.send({ type: 'ticker', ticker: tickerOf('93700') });
      await flush();
      expect(priceOf(form)).toBe('');
    });

    it('never replaces a price the trader typed or picked before the first price came', async () => {
      const feed = tickerFeed();
      const { form } = start([usdt('1000')], { feed: feed as never });
      form().send({ type: 'edit', patch: { type: 'limit', price: '90000' } });
      feed.send({ type: 'ticker', ticker: tickerOf('93648.2') });
      await flush();
      expect(priceOf(form)).toBe('90000');
    });

    it("opens with a link's side and price (picked on the phone pair screen's book) as a limit order, kept over the last price", async () => {
      const feed = tickerFeed();
      const { form } = start([usdt('1000')], {
        feed: feed as never,
        link: { side: 'sell', price: '93600.10' },
      });
      feed.send({ type: 'ticker', ticker: tickerOf('93648.2') });
      await flush();
      expect(form().getSnapshot().context.draft).toMatchObject({
        side: 'sell',
        type: 'limit',
        price: '93600.10',
      });
    });

    it('waits past a ticker of the pair left behind, and fills from the first of its own pair', async () => {
      const feed = tickerFeed();
      feed.send({ type: 'ticker', ticker: tickerOf('3100.5', 'ETH') });
      const { form } = start([usdt('1000')], { feed: feed as never });
      await flush();
      expect(priceOf(form)).toBe('');
      feed.send({ type: 'ticker', ticker: tickerOf('93648.25') });
      await flush();
      expect(priceOf(form)).toBe('93648.25');
    });
  });
});
