import type { ActorRefFrom } from 'xstate';
import type { Failure } from '../shared/failure-message';
import type { SpotOrder, SpotTrade } from '../../domain/spot/spot';
import type { BalanceRow } from '../../domain/wallet/balances';
import type { PairDetailMachine } from '../market/pair-detail.machine';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { CancelRequest, SpotCancelMachine, SpotPair } from './spot-cancel.machine';

export type { CancelRequest, SpotPair };
import type { SpotOrderMachine } from './spot-order.machine';
import type { SpotBook } from './spot-order.types';

/** The account's spot lists of one pair: working orders, closed orders, fills. */
export interface SpotLists {
  openOrders: PagedListMachine<SpotOrder>;
  orderHistory: PagedListMachine<SpotOrder>;
  trades: PagedListMachine<SpotTrade>;
}

export interface SpotScreenInput extends SpotPair {
  /** The pair screen's live feed (book, deals, ticker); null where there is none (tests). */
  feed: ActorRefFrom<PairDetailMachine> | null;
  now?: () => number;
}

export type SpotScreenEvent =
  // Heard from the feed and the order.
  | { type: 'book.update'; book: SpotBook | null }
  | { type: 'feed.update'; stale: boolean }
  /** A new market answer (every 5 s): the moment to see whether a resting order filled. */
  | { type: 'market.tick' }
  /** The trader asks for the balances again after they failed. */
  | { type: 'balances.reload' }
  | { type: 'order.created'; order: SpotOrder }
  | { type: 'order.failed'; failure: Failure }
  | { type: 'order.unknown' }
  | { type: 'cancel.done'; count: number }
  | { type: 'cancel.failed'; failure: Failure };

/** For the UI's toasts (`actorRef.on`). */
export type SpotScreenEmitted =
  | { type: 'order.created'; order: SpotOrder }
  | { type: 'order.failed'; failure: Failure }
  | { type: 'order.unknown' }
  | { type: 'cancel.done'; count: number }
  | { type: 'cancel.failed'; failure: Failure };

export interface SpotScreenDeps {
  order: SpotOrderMachine;
  cancel: SpotCancelMachine;
  /** The pair's lists; the screen is started anew for another pair. */
  lists: (pair: SpotPair) => SpotLists;
}

export interface SpotScreenContext extends SpotPair {
  feed: SpotScreenInput['feed'];
  order: ActorRefFrom<SpotOrderMachine>;
  cancel: ActorRefFrom<SpotCancelMachine>;
  lists: { [K in keyof SpotLists]: ActorRefFrom<SpotLists[K]> };
  balances: BalanceRow[] | null;
  /** Why the last balances answer failed; the balances before it stay shown. */
  balancesError: Failure | null;
  /** The next balances answer is compared with the last: a change means a fill, so lists reload. */
  checkFills: boolean;
}
