import { fromPromise } from 'xstate';
import { PAGE_SIZE, type Page } from '../../domain/paging';
import { cmp } from '../../domain/precision';
import type { Clock } from '../../domain/shared/clock.port';
import type { SpotOrder, SpotOrderRequest } from '../../domain/spot/spot';
import type { SpotGateway } from '../../domain/spot/spot.port';
import type { SpotAccountGateway } from '../../domain/wallet/spot-account.port';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { spotCancelMachine } from './spot-cancel.machine';
import { spotOrderMachine, type PlacedCheck } from './spot-order.machine';
import { createSpotScreenMachine, type SpotScreenMachine } from './spot-screen.machine';
import type { CancelRequest, SpotLists, SpotPair } from './spot-screen.types';

export type { SpotPair };

/** Input ports of the spot screens. */
export interface SpotServices {
  /** One pair's screen: start it with {baseCoin, quoteCoin, feed, now}; a new pair, a new screen. */
  screen: SpotScreenMachine;
  /** Server time (the Clock port). */
  now(): number;
}

/** An answer may take this long to reach the lists: a found order must be younger than the press by less. */
const CLOCK_SLACK_MS = 5_000;

const sameOrder = (order: SpotOrder, { request, since }: PlacedCheck): boolean =>
  order.createdAt >= since - CLOCK_SLACK_MS &&
  order.baseCoin === request.baseCoin.toUpperCase() &&
  order.quoteCoin === request.quoteCoin.toUpperCase() &&
  order.side === request.side &&
  order.type === request.type &&
  cmp(order.amount, request.amount) === 0 &&
  (request.type === 'market' || (order.price !== null && cmp(order.price, request.price ?? '0') === 0));

/**
 * After a lost answer: the newest orders (open, then closed) of the pair, matched on what
 * was sent and when. Found means it was placed; not found leaves the outcome unknown.
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

function cancelBy(spot: SpotGateway, { request, pair }: { request: CancelRequest; pair: SpotPair }) {
  return request.kind === 'all' ? spot.cancelAll(pair) : spot.cancelOrder(request.orderId).then(() => 1);
}

export interface SpotServicesDeps {
  spot: SpotGateway;
  /** The spot account: what orders spend from and fills pay into. */
  spotAccount: SpotAccountGateway;
  clock: Clock;
}

export function createSpotServices({ spot, spotAccount, clock }: SpotServicesDeps): SpotServices {
  const pagedList = <T>(fetch: (pageNo: number) => Promise<Page<T>>) =>
    createPagedListMachine<T>().provide({
      actors: { fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) => fetch(input.pageNo)) },
    });
  const query = (pair: SpotPair, pageNo: number) => ({ ...pair, pageNo, pageSize: PAGE_SIZE });
  const lists = (pair: SpotPair): SpotLists => ({
    openOrders: pagedList((pageNo) => spot.openOrders(query(pair, pageNo))),
    orderHistory: pagedList((pageNo) => spot.orderHistory(query(pair, pageNo))),
    trades: pagedList((pageNo) => spot.trades(query(pair, pageNo))),
  });
  const order = spotOrderMachine.provide({
    actors: {
      placeOrder: fromPromise(({ input }: { input: SpotOrderRequest }) => spot.placeOrder(input)),
      findPlaced: fromPromise(({ input }: { input: PlacedCheck }) => findPlaced(spot, input)),
    },
  });
  const cancel = spotCancelMachine.provide({
    actors: { cancel: fromPromise(({ input }) => cancelBy(spot, input)) },
  });
  return {
    screen: createSpotScreenMachine({ order, cancel, lists }).provide({
      actors: { balances: fromPromise(() => spotAccount.balances()) },
    }),
    now: () => clock.now(),
  };
}
