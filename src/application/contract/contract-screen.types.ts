import type { ActorRefFrom } from 'xstate';
import type { UsdtPrices } from '../../domain/contract/asset-totals';
import type { ContractAccount, ContractAssets, DurationConfig } from '../../domain/contract/contract';
import type { LiveFeedMachine } from '../market/live-feed.machine';
import type { Failure } from '../shared/failure-message';

export interface ScreenInput {
  /** The screen's live ticker feed (USDT); null where there is none (tests). */
  feed: ActorRefFrom<LiveFeedMachine> | null;
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
  // The rest are heard from the children and the feed.
  | { type: 'config.loaded'; account: ContractAccount; durations: DurationConfig[]; feeRate: string }
  | { type: 'config.pending'; account: ContractAccount }
  | { type: 'account.changed'; account: ContractAccount }
  | { type: 'feed.update'; stale: boolean; prices: UsdtPrices }
  | { type: 'scope.balances'; balances: ContractAssets | null }
  | { type: 'order.created' }
  | { type: 'order.failed'; failure: Failure }
  /** From the scope: a transfer went through, so the open amount clears (SPEC section 4). */
  | { type: 'transfer.succeeded' };

/** For the UI's toasts (`actorRef.on`). */
export type ScreenEmitted = { type: 'order.created' } | { type: 'order.failed'; failure: Failure };
