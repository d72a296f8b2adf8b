import type { ActorRefFrom } from 'xstate';
import type { ContractAccount, ContractAssets, DurationConfig } from '../../domain/contract/contract';
import type { PairPrices } from '../../domain/contract/pair-prices';
import type { PriceHold } from '../../domain/contract/price-hold';
import type { AccountMachine } from './account.machine';
import type { AccountScopeMachine } from './account-scope.machine';
import type { OrderForm, OrderTerms } from './order.machine';
import type { LiveFeedMachine } from '../market/live-feed.machine';
import type { DraftStore } from '../shared/draft-store';
import type { Failure } from '../shared/failure-message';

/** The screen's live ticker feeds by quote coin: one per pay coin, so each pair has its price. */
export type PayCoinFeeds = Readonly<Record<string, ActorRefFrom<LiveFeedMachine>>>;

/** One quote coin's feed as the screen last heard it. */
export interface QuoteFeedState {
  /** Past three missed polls. */
  stale: boolean;
  /** Answered and fresh (an empty ticker cache is neither stale nor ready). */
  ready: boolean;
}

export interface ScreenInput {
  /** The live ticker feeds by pay coin (USDT, USDC); none where the test gives none. */
  feeds: PayCoinFeeds;
  baseCoin: string;
  quoteCoin: string;
  /** Desktop's default open amount is 1 (SPEC section 9); mobile starts empty. */
  openAmount?: string;
  /** Desktop: the amount resets to the duration's minimum when config loads (SPEC section 4). */
  resetAmountOnConfig?: boolean;
}

export type ScreenEvent =
  /** From the UI: the pair or the pay coin changes (the order and the balance relay follow). */
  | { type: 'pair.change'; baseCoin: string; quoteCoin: string }
  /** From the UI: "don't ask again" on the real-money confirmation, kept per user. */
  | { type: 'realConfirm.stop' }
  // The rest are heard from the children and the feed.
  | { type: 'config.loaded'; account: ContractAccount; durations: DurationConfig[]; feeRate: string }
  | { type: 'config.pending'; account: ContractAccount }
  | { type: 'account.changed'; account: ContractAccount }
  | ({ type: 'feed.update'; quote: string; closes: Record<string, string> } & QuoteFeedState)
  | { type: 'scope.balances'; balances: ContractAssets | null }
  // Forwarded from the order.
  | { type: 'order.succeeded' }
  | { type: 'order.failed'; failure: Failure }
  | { type: 'order.unknown' }
  /** From the scope: a transfer went through, so the open amount clears (SPEC section 4). */
  | { type: 'transfer.succeeded' };

/** For the UI's toasts (`useEmitted`); unknown: the answer was lost and the scope reloaded. */
export type ScreenEmitted =
  { type: 'order.created' } | { type: 'order.failed'; failure: Failure } | { type: 'order.unknown' };

export interface ContractScreenDeps {
  account: AccountMachine;
  order: OrderForm;
  scope: AccountScopeMachine;
  /** The account the user chose last (kept per user); the screen opens on it. */
  keptAccount(): ContractAccount | null;
  /** Where the order's draft waits while the screen is not shown. */
  drafts: DraftStore;
  /** Whether real-money orders ask first, and the user's "don't ask again" (kept per user). */
  asksBeforeRealOrders(): boolean;
  stopAskingBeforeRealOrders(): void;
}

/** The shown account's part of the order's terms: its config, or the account still waiting for it. */
export type OrderConfig = Pick<OrderTerms, 'account' | 'pendingAccount' | 'durations' | 'feeRate'>;

export interface ContractScreenContext {
  account: ActorRefFrom<AccountMachine>;
  order: ActorRefFrom<OrderForm>;
  /** The account shown's lists and balances; replaced on every switch. */
  scope: ActorRefFrom<AccountScopeMachine>;
  scopeAccount: ContractAccount;
  feeds: PayCoinFeeds;
  /** The pair traded; the pay coin is its quote, so a new balance relays the right amount. */
  baseCoin: string;
  quoteCoin: string;
  balances: ContractAssets | null;
  /** Latest closes of every pay coin's feed, for the pair price, positions and totals. */
  prices: PairPrices;
  feedStates: Readonly<Record<string, QuoteFeedState>>;
  /** Why no position may open at the pair's price now; null: it may (or no feed has spoken yet). */
  priceHold: PriceHold | null;
  config: OrderConfig;
  /** Desktop: the amount resets to the duration's minimum when config loads (SPEC section 4). */
  resetAmountOnConfig: boolean;
  /** Whether an order on the real account is confirmed first. */
  confirmReal: boolean;
}
