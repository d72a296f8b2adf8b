import type { ActorRefFrom } from 'xstate';
import type {
  AssetRecord,
  ContractAccount,
  ContractAssets,
  ContractOrder,
} from '../../domain/contract/contract';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { Failure } from '../shared/failure-message';
import type { QueryMachine } from '../shared/query.machine';
import type { SubmissionMachine } from '../shared/submission.machine';
import type { TransferRequest } from '../../domain/wallet/transfer';

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
  /** Server time (the Clock port). */
  now(): number;
  transfer: SubmissionMachine<TransferRequest>;
  addDemoFunds: SubmissionMachine<string>;
}

export interface AccountScopeContext {
  account: ContractAccount;
  holding: ActorRefFrom<PagedListMachine<ContractOrder>>;
  completed: ActorRefFrom<PagedListMachine<ContractOrder>>;
  liquidated: ActorRefFrom<PagedListMachine<ContractOrder>>;
  records: ActorRefFrom<PagedListMachine<AssetRecord>>;
  assets: ActorRefFrom<QueryMachine<ContractAssets>>;
  transfer: ActorRefFrom<SubmissionMachine<TransferRequest>>;
  addDemoFunds: ActorRefFrom<SubmissionMachine<string>>;
  /** The fetched balances, else the cached ones; null when neither is known. */
  balances: ContractAssets | null;
  holdingItems: readonly ContractOrder[];
}

export type AccountScopeEvent =
  /** After an order or a settlement: positions, history and balances. */
  | { type: 'reload' }
  /** After a transfer or a demo top-up: balances and their records. */
  | { type: 'assets.reload' }
  | { type: 'holding.changed'; items: readonly ContractOrder[] }
  | { type: 'balances.changed'; balances: ContractAssets }
  | FundsOutcome;

/** How a transfer or a demo top-up ended; emitted for the UI's toasts. */
export type FundsOutcome =
  | { type: 'transfer.succeeded' }
  | { type: 'transfer.failed'; failure: Failure }
  | { type: 'demoFunds.succeeded' }
  | { type: 'demoFunds.failed'; failure: Failure };

export type ScopeEmitted = FundsOutcome;
