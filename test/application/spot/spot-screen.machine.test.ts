import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import {
  createPagedListMachine,
  type PagedListMachine,
} from '../../../src/application/paging/paged-list.machine';
import { spotCancelMachine } from '../../../src/application/spot/spot-cancel.machine';
import { spotOrderMachine } from '../../../src/application/spot/spot-order.machine';
import { createSpotScreenMachine } from '../../../src/application/spot/spot-screen.machine';
import type { CancelRequest, SpotPair } from '../../../src/application/spot/spot-screen.types';
import type { Depth } from '../../../src/domain/market/market';
import type { Page } from '../../../src/domain/paging';
import type { SpotOrder, SpotTrade } from '../../../src/domain/spot/spot';
import type { BalanceRow } from '../../../src/domain/wallet/balances';

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

/** A screen over fakes that count what each list fetched and hand out the balances given. */
function start(balances: BalanceRow[][], feed: null = null) {
  const fetched = { openOrders: 0, orderHistory: 0, trades: 0, balances: 0 };
  const cancels: CancelRequest[] = [];
  const list = (name: keyof typeof fetched) =>
    createPagedListMachine<SpotOrder>().provide({
      actors: {
        fetchPage: fromPromise(async (): Promise<Page<SpotOrder>> => {
          fetched[name] += 1;
          return { list: [], sum: 0 };
        }),
      },
    });
  const machine = createSpotScreenMachine({
    order: spotOrderMachine.provide({
      actors: {
        placeOrder: fromPromise(async () => order),
        findPlaced: fromPromise(async (): Promise<SpotOrder | null> => null),
      },
    }),
    cancel: spotCancelMachine.provide({
      actors: {
        cancel: fromPromise(async ({ input }: { input: { request: CancelRequest; pair: SpotPair } }) => {
          cancels.push(input.request);
          return 1;
        }),
      },
    }),
    lists: () => ({
      openOrders: list('openOrders'),
      orderHistory: list('orderHistory'),
      trades: list('trades') as unknown as PagedListMachine<SpotTrade>,
    }),
  }).provide({
    actors: {
      balances: fromPromise(async () => balances[Math.min(fetched.balances++, balances.length - 1)] ?? []),
    },
  });
  const actor = createActor(machine, { input: { baseCoin: 'BTC', quoteCoin: 'USDT', feed } }).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  const settled = () => waitFor(actor, (s) => s.matches('idle'));
  return { actor, fetched, cancels, emitted, settled };
}

const tick = { type: 'market.tick' } as const;

describe('spot screen machine', () => {
  it('hands the balances of the pair to the order', async () => {
    const { actor, settled } = start([
      [...usdt('500'), { currencyName: 'BTC', availableCurrency: '2', frozenCurrency: '0' }],
    ]);
    await settled();
    const context = actor.getSnapshot().context.order.getSnapshot().context;
    expect([context.availableQuote, context.availableBase]).toEqual(['500', '2']);
  });

  it('reloads the lists on a market tick only when the balances moved (a resting order filled)', async () => {
    const { actor, fetched, settled } = start([usdt('500', '100'), usdt('500', '100'), usdt('500', '0')]);
    await settled();
    const before = fetched.openOrders;
    actor.send(tick);
    await settled();
    expect(fetched.openOrders).toBe(before);
    actor.send(tick);
    await settled();
    await waitFor(actor.getSnapshot().context.lists.trades, (s) => s.matches('idle'));
    expect([fetched.openOrders, fetched.orderHistory, fetched.trades]).toEqual([
      before + 1,
      before + 1,
      before + 1,
    ]);
  });

  it('reloads lists and balances after an order and emits it for the toast', async () => {
    const { actor, fetched, emitted, settled } = start([usdt('1000')]);
    await settled();
    const { order: form } = actor.getSnapshot().context;
    form.send({ type: 'book.update', book: { asks: [{ price: '100', amount: '5' }], bids: [], at: 0 } });
    form.send({ type: 'price.change', value: '100' });
    form.send({ type: 'amount.change', value: '1' });
    const lists = fetched.openOrders;
    const balances = fetched.balances;
    form.send({ type: 'submit' });
    await waitFor(form, (s) => s.matches('succeeded'));
    await settled();
    expect(emitted).toContain('order.created');
    expect(fetched.openOrders).toBe(lists + 1);
    expect(fetched.balances).toBe(balances + 1);
  });

  it('cancels one at a time, then reloads and emits how many', async () => {
    const { actor, cancels, emitted, settled } = start([usdt('1000')]);
    await settled();
    const { cancel } = actor.getSnapshot().context;
    cancel.send({ type: 'cancel', orderId: '9' });
    cancel.send({ type: 'cancel.all' });
    await waitFor(cancel, (s) => s.matches('idle'));
    expect(cancels).toEqual([{ kind: 'one', orderId: '9' }]);
    await waitFor(actor, () => emitted.includes('cancel.done'));
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
    const { actor, fetched, settled } = start([usdt('1000')], feed as never);
    await settled();
    const asked = fetched.balances;
    const depth = {
      asks: [{ price: '101', amount: '1' }],
      bids: [{ price: '99', amount: '1' }],
      timestamp: 7_000,
    };
    feed.send({ type: 'set', depth, stale: true });
    await settled();
    const form = actor.getSnapshot().context.order.getSnapshot().context;
    expect(form.book).toEqual({ asks: depth.asks, bids: depth.bids, at: 7_000 });
    expect(form.feedStale).toBe(true);
    expect(fetched.balances).toBe(asked + 1);
  });
});
