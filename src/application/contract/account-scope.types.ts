import type { ActorRefFrom } from 'xstate';
import type {
  AssetRecord,
  ContractAccount,
  ContractAssets,
  ContractOrder,
} from '../../domain/contract/contract';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { DraftStore } from '../shared/draft-store';
import type { Failure } from '../shared/failure-message';
import type { QueryMachine } from '../shared/query.machine';
import type { SpotAccount } from '../shared/spot-account.machine';
import type { TransferFormMachine } from '../shared/transfer-form';
import type { DemoFundsForm } from './demo-funds-form';
import type { BalanceRow } from '../../domain/wallet/balances';
import type { SpotAccountChanged } from '../shared/spot-account.watch';
import type { SettledNotice } from './settlement-watch';

/** The lists of one account, each asking that account's book. */
export interface ScopeLists {
  holding: PagedListMachine<ContractOrder>;
  completed: PagedListMachine<ContractOrder>;
  liquidated: PagedListMachine<ContractOrder>;
  records: PagedListMachine<AssetRecord>;
  assets: QueryMachine<ContractAssets>;
  /** The balances kept from the last visit, shown until the first answer. */
  cachedAssets: ContractAssets | null;
}

export interface AccountScopeDeps {
  lists(account: ContractAccount): ScopeLists;
  /** The app-wide settlement watch follows the holding positions, to toast how they end. */
  follow(account: ContractAccount, orders: readonly ContractOrder[]): void;
  /** Hears each followed position settle (the settlement watch), to show its result where it was. */
  settled(listener: (notice: SettledNotice) => void): () => void;
  /** Server time (the Clock port). */
  now(): number;
  /** Between spot and the real contract account. */
  transfer: TransferFormMachine;
  addDemoFunds: DemoFundsForm;
  /** The demo top-up amounts the server offers (the demo account only). */
  demoAmounts: QueryMachine<string[]>;
  /** The app's spot account: a transfer moves money in and out of it. */
  spotAccount: SpotAccount;
  /** Where the transfer's draft waits while the screen is not shown. */
  drafts: DraftStore;
}

export interface AccountScopeContext {
  account: ContractAccount;
  holding: ActorRefFrom<PagedListMachine<ContractOrder>>;
  completed: ActorRefFrom<PagedListMachine<ContractOrder>>;
  liquidated: ActorRefFrom<PagedListMachine<ContractOrder>>;
  records: ActorRefFrom<PagedListMachine<AssetRecord>>;
  assets: ActorRefFrom<QueryMachine<ContractAssets>>;
  transfer: ActorRefFrom<TransferFormMachine>;
  addDemoFunds: ActorRefFrom<DemoFundsForm>;
  /** The demo top-up amounts; null on the real account, which has none. */
  demoAmounts: ActorRefFrom<QueryMachine<string[]>> | null;
  /** The fetched balances, else the cached ones; null when neither is known. */
  balances: ContractAssets | null;
  /** The app's spot balances, what a transfer into the contract may move; null until known. */
  spotRows: readonly BalanceRow[] | null;
  holdingItems: readonly ContractOrder[];
  /** Positions of this account that settled a moment ago, shown with their result for a while. */
  justSettled: readonly ContractOrder[];
}

export type AccountScopeEvent =
  /** After an order or a settlement: positions, history and balances. */
  | { type: 'reload' }
  /** After a transfer or a demo top-up: balances and their records. */
  | { type: 'assets.reload' }
  | { type: 'holding.changed'; items: readonly ContractOrder[] }
  | { type: 'balances.changed'; balances: ContractAssets }
  /** From the settlement watch: one of this account's positions has settled. */
  | { type: 'position.settled'; order: ContractOrder }
  | { type: 'settled.expire'; id: string }
  /** The app's spot account, heard: what may move into the contract. */
  | SpotAccountChanged
  /** Forwarded from the transfer and the demo top-up forms. */
  | ScopeEmitted;

/** How a transfer or a demo top-up ended (unknown: the answer was lost); emitted for the UI's toasts. */
export type ScopeEmitted =
  | { type: 'transfer.succeeded' }
  | { type: 'transfer.failed'; failure: Failure }
  | { type: 'transfer.unknown' }
  | { type: 'demoFunds.succeeded' }
  | { type: 'demoFunds.failed'; failure: Failure }
  | { type: 'demoFunds.unknown' };
