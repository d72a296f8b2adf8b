import { fromPromise } from 'xstate';
import { PAGE_SIZE, type Page } from '../../domain/paging';
import { cmp } from '../../domain/precision';
import type { Clock } from '../../domain/shared/clock.port';
import type { SpotOrder, SpotOrderRequest } from '../../domain/spot/spot';
import type { SpotGateway } from '../../domain/spot/spot.port';
import { createPagedListMachine } from '../paging/paged-list.machine';
import type { DraftStore } from '../shared/draft-store';
import { provideForm } from '../shared/form.provide';
import type { SentCheck } from '../shared/form.types';
import type { SpotAccount } from '../shared/spot-account.machine';
import { spotCancelForm, type CancelOrder } from './spot-cancel.machine';
import { spotOrderForm } from './spot-order.machine';
import { createSpotScreenMachine, type SpotScreenMachine } from './spot-screen.machine';
import type { SpotLists, SpotPair } from './spot-screen.types';

export type { SpotPair };

/** Input ports of the spot screens. */
export interface SpotServices {
  /** One pair's screen: start it with {baseCoin, quoteCoin, feed, side?}; a new pair, a new screen. */
  screen: SpotScreenMachine;
}

/** An answer may take this long to reach the lists: a found order must be younger than the press by less. */
const CLOCK_SLACK_MS = 5_000;

/** What was sent and when: the order looked for after a lost answer. */
export type PlacedCheck = SentCheck<SpotOrderRequest>;

const sameOrder = (order: SpotOrder, { request, sentAt }: PlacedCheck): boolean =>
  order.createdAt >= sentAt - CLOCK_SLACK_MS &&
  order.baseCoin === request.baseCoin.toUpperCase() &&
  order.quoteCoin === request.quoteCoin.toUpperCase() &&
  order.side === request.side &&
  order.type === request.type &&
  // A buy sized by its total sent an estimate: the exchange's amount is what the total bought.
  (request.total !== undefined || cmp(order.amount, request.amount) === 0) &&
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

function cancelBy(spot: SpotGateway, { target, pair }: CancelOrder): Promise<number> {
  return target.kind === 'all' ? spot.cancelAll(pair) : spot.cancelOrder(target.orderId).then(() => 1);
}

export interface SpotServicesDeps {
  spot: SpotGateway;
  /** The app's spot account: what orders spend from and fills pay into. */
  spotAccount: SpotAccount;
  clock: Clock;
  /** Where the order's draft waits while its screen is not shown. */
  drafts: DraftStore;
}

export function createSpotServices({ spot, spotAccount, clock, drafts }: SpotServicesDeps): SpotServices {
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
  return {
    screen: createSpotScreenMachine({
      order: provideForm(spotOrderForm, {
        send: (request, once) => spot.placeOrder(request, once),
        reconcile: (check) => findPlaced(spot, check),
      }),
      cancel: provideForm(spotCancelForm, { send: (request) => cancelBy(spot, request) }),
      lists,
      spotAccount,
      drafts,
      now: () => clock.now(),
    }),
  };
}
