import type {
  AssetRecord,
  ContractAccount,
  ContractOrder,
  EntryStatus,
  TransferRequest,
} from '../../domain/contract/contract';
import type { ContractAssets } from '../../domain/contract/contract';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { SubmissionMachine } from '../shared/submission.machine';
import type { AccountMachine } from './account.machine';
import type { OrderMachine } from './order.machine';
import type { SettlementWatch } from './settlement-watch';

/**
 * Input ports of the seconds-contract screens, wired by the composition root. Lists are
 * machine factories because each screen asks with its own account and filter.
 */
export interface ContractServices {
  account: AccountMachine;
  order: OrderMachine;
  orders(account: ContractAccount, entryStatus: EntryStatus): PagedListMachine<ContractOrder>;
  assetRecords(account: ContractAccount): PagedListMachine<AssetRecord>;
  /** Fetches the balances and keeps them for the next visit. */
  assets(account: ContractAccount): Promise<ContractAssets>;
  /** The balances kept from the last fetch, shown before the refresh returns; null if none. */
  cachedAssets(account: ContractAccount): ContractAssets | null;
  transfer: SubmissionMachine<TransferRequest>;
  demoAmounts(): Promise<string[]>;
  addDemoFunds: SubmissionMachine<string>;
  /** Follows open positions app-wide and tells when each has settled. */
  settlements: SettlementWatch;
  /** Server time in ms (the Clock port), for countdowns to settlesAt. */
  now(): number;
}
