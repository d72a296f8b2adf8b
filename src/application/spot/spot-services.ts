import { fromPromise } from 'xstate';
import { PAGE_SIZE, type Page } from '../../domain/paging';
import type { Clock } from '../../domain/shared/clock.port';
import type { SpotBalance, SpotOrder, SpotOrderRequest, SpotTrade } from '../../domain/spot/spot';
import type { SpotGateway } from '../../domain/spot/spot.port';
import { createPagedListMachine, type PagedListMachine } from '../paging/paged-list.machine';
import { sequencedPoll } from '../shared/sequenced-poll';
import { spotOrderMachine, type PlacedCheck, type SpotOrderMachine } from './spot-order.machine';

export interface SpotPair {
  baseCoin: string;
  quoteCoin: string;
}

/** Input ports of the spot screens. */
export interface SpotServices {
  /** The order form: provide nothing, start it with {baseCoin, quoteCoin, now}. */
  order: SpotOrderMachine;
  openOrders(pair: SpotPair): PagedListMachine<SpotOrder>;
  orderHistory(pair: SpotPair): PagedListMachine<SpotOrder>;
  trades(pair: SpotPair): PagedListMachine<SpotTrade>;
  balances(): Promise<SpotBalance[]>;
  cancel(orderId: string): Promise<SpotOrder>;
  cancelAll(pair: SpotPair): Promise<number>;
  /** Polls the open orders (page 1) every 5 s, so a fill shows without a reload. */
  openOrdersWatch: ReturnType<typeof sequencedPoll<SpotPair, Page<SpotOrder>>>;
  now(): number;
}

const sameOrder = (order: SpotOrder, { request, since }: PlacedCheck): boolean =>
  order.createdAt >= since &&
  order.baseCoin === request.baseCoin.toUpperCase() &&
  order.quoteCoin === request.quoteCoin.toUpperCase() &&
  order.side === request.side &&
  order.type === request.type;

/**
 * After a lost answer: the newest orders (open, then closed) of the pair, matched on what
 * was sent and when. Found means it was placed; not found means it was not.
 */
export async function findPlaced(spot: SpotGateway, check: PlacedCheck): Promise<SpotOrder | null> {
  const query = {
    pageNo: 1,
    pageSize: PAGE_SIZE,
    baseCoin: check.request.baseCoin,
    quoteCoin: check.request.quoteCoin,
  };
  const open = await spot.openOrders(query);
  const closed = await spot.orderHistory(query);
  return [...open.list, ...closed.list].find((order) => sameOrder(order, check)) ?? null;
}

export function createSpotServices({ spot, clock }: { spot: SpotGateway; clock: Clock }): SpotServices {
  const pagedList = <T>(fetch: (pageNo: number) => Promise<Page<T>>) =>
    createPagedListMachine<T>().provide({
      actors: { fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) => fetch(input.pageNo)) },
    });
  const query = (pair: SpotPair, pageNo: number) => ({ ...pair, pageNo, pageSize: PAGE_SIZE });
  return {
    order: spotOrderMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }: { input: SpotOrderRequest }) => spot.placeOrder(input)),
        findPlaced: fromPromise(({ input }: { input: PlacedCheck }) => findPlaced(spot, input)),
      },
    }),
    openOrders: (pair) => pagedList((pageNo) => spot.openOrders(query(pair, pageNo))),
    orderHistory: (pair) => pagedList((pageNo) => spot.orderHistory(query(pair, pageNo))),
    trades: (pair) => pagedList((pageNo) => spot.trades(query(pair, pageNo))),
    balances: () => spot.balances(),
    cancel: (orderId) => spot.cancelOrder(orderId),
    cancelAll: (pair) => spot.cancelAll(pair),
    openOrdersWatch: sequencedPoll((pair: SpotPair) => spot.openOrders(query(pair, 1))),
    now: () => clock.now(),
  };
}
