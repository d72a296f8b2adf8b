import type { Page } from '../paging';
import type {
  AssetRecord,
  AssetRecordQuery,
  ContractAssets,
  ContractOrder,
  DurationConfig,
  OrderQuery,
  OrderRequest,
} from './contract';
import type { TransferRequest } from '../wallet/transfer';
import type { RequestOnce } from '../shared/request-once';

/**
 * Output port: one seconds-contract account. The real account (/contract/...) and the
 * demo account (/contract/app/virtual/...) each have an implementation.
 */
export interface ContractGateway {
  durationConfig(): Promise<DurationConfig[]>;
  /** contract_fee_rate as a decimal string; '0' when the server's value is not numeric. */
  feeRate(): Promise<string>;
  createOrder(order: OrderRequest, once?: RequestOnce): Promise<void>;
  orders(query: OrderQuery): Promise<Page<ContractOrder>>;
  assets(): Promise<ContractAssets>;
  assetRecords(query: AssetRecordQuery): Promise<Page<AssetRecord>>;
}

/** Output port: moving funds into the real contract account (/contract/transfer). */
export interface ContractTransferGateway {
  transfer(request: TransferRequest, once?: RequestOnce): Promise<void>;
}

/** Output port: the demo account's virtual funds (/contract/app/virtual/...). */
export interface DemoFundsGateway {
  /** The list of add-funds amounts; the first is the default demo amount. */
  assetsConfig(): Promise<string[]>;
  addAmount(amount: string, once?: RequestOnce): Promise<void>;
}
