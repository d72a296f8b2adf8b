import type { ActorRefFrom } from 'xstate';
import type { Failure } from '../shared/failure-message';
import type { SpotAccount } from '../shared/spot-account.machine';
import type { DraftStore } from '../shared/draft-store';
import type { SpotOrder, SpotOrderRequest, SpotSide, SpotTrade } from '../../domain/spot/spot';
import type { BalanceRow } from '../../domain/wallet/balances';
import type { PairDetailMachine } from '../market/pair-detail.machine';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { CancelOrder, CancelRequest, SpotCancelForm } from './spot-cancel.machine';
import type { SpotOrderForm } from './spot-order.machine';
import type { SpotBook, SpotPair } from './spot-order.types';

export type { CancelRequest, SpotPair };

/** The account's spot lists of one pair: working orders, closed orders, fills. */
export interface SpotLists {
  openOrders: PagedListMachine<SpotOrder>;
  orderHistory: PagedListMachine<SpotOrder>;
  trades: PagedListMachine<SpotTrade>;
}

export interface SpotScreenInput extends SpotPair {
  /** The pair screen's live feed (book, deals, ticker); null where there is none (tests). */
  feed: ActorRefFrom<PairDetailMachine> | null;
  /** The side a link asks for (the phone pair screen's Sell); the kept or default side otherwise. */
  side?: SpotSide;
  /** A limit price a link carries (picked on the phone pair screen's book); wins over a kept one. */
  price?: string;
}

export type SpotScreenEvent =
  // Heard from the feed and the app's spot account.
  | { type: 'book.update'; book: SpotBook | null }
  | { type: 'feed.update'; stale: boolean }
  /** A new market answer (every 5 s): the moment to see whether a resting order filled. */
  | { type: 'market.tick' }
  | { type: 'balances.changed'; rows: BalanceRow[] | null }
  /** The trader asks for the balances again after they failed. */
  | { type: 'balances.reload' }
  // Forwarded from the order and the cancel forms.
  | { type: 'order.created'; output: SpotOrder; request: SpotOrderRequest }
  | { type: 'order.failed'; failure: Failure }
  | { type: 'order.unknown'; request: SpotOrderRequest }
  | { type: 'cancel.done'; output: number; request: CancelOrder }
  | { type: 'cancel.failed'; failure: Failure };

/** For the UI's toasts (`useEmitted`). */
export type SpotScreenEmitted =
  | { type: 'order.created'; order: SpotOrder }
  | { type: 'order.failed'; failure: Failure }
  | { type: 'order.unknown' }
  | { type: 'cancel.done'; count: number }
  | { type: 'cancel.failed'; failure: Failure };

export interface SpotScreenDeps {
  order: SpotOrderForm;
  cancel: SpotCancelForm;
  /** The pair's lists; the screen is started anew for another pair. */
  lists: (pair: SpotPair) => SpotLists;
  /** The app's spot account: what orders spend from and fills pay into. */
  spotAccount: SpotAccount;
  /** Where the order's draft waits while the screen is not shown. */
  drafts: DraftStore;
  /** Server time (the Clock port): when an order left, to recognise it after a lost answer. */
  now: () => number;
}

export interface SpotScreenContext extends SpotPair {
  feed: SpotScreenInput['feed'];
  order: ActorRefFrom<SpotOrderForm>;
  cancel: ActorRefFrom<SpotCancelForm>;
  lists: { [K in keyof SpotLists]: ActorRefFrom<SpotLists[K]> };
  spotAccount: SpotAccount;
  /** The spot balances as last heard from the spot account; null until its first answer. */
  balances: BalanceRow[] | null;
  book: SpotBook | null;
  feedStale: boolean;
  /** The next balances heard are compared with the last: a change means a fill, so lists reload. */
  checkFills: boolean;
}
