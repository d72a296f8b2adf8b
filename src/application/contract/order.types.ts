import type { ContractAccount } from '../../domain/contract/contract';
import type { DurationConfig, OrderRequest, TradeType } from '../../domain/contract/contract';
import type { OrderProblem } from '../../domain/contract/order-rules';
import type { Failure } from '../shared/failure-message';
import type { PriceHold } from '../../domain/contract/price-hold';

/**
 * Why the buttons refuse before anything is sent: a SPEC rule, no fresh price of the pair
 * ('stale', 'noPrice'), or 'account' while the account shown has no config yet (never an
 * order on the account left).
 */
export type OrderRefusal = OrderProblem | PriceHold | 'account';

/** An order and the account it opens on: the real and the demo account are separate books. */
export interface AccountOrder extends OrderRequest {
  account: ContractAccount;
}

export interface OrderContext {
  /** The account whose config is loaded; orders open there. */
  account: ContractAccount;
  /**
   * The account shown while its config has not arrived (loading or failed); orders are
   * refused until it has, so `account` is never one the screen no longer shows.
   */
  pendingAccount: ContractAccount | null;
  openAmount: string;
  durations: DurationConfig[];
  duration: DurationConfig | null;
  feeRate: string;
  /** Available balance of the pay coin; null while unknown. */
  available: string | null;
  baseCoin: string;
  quoteCoin: string;
  /** Why no position may open at the pair's price now (the screen relays its feeds); null: it may. */
  priceHold: PriceHold | null;
  /** Desktop: the amount resets to the duration's minimum whenever config loads. */
  resetAmountOnConfig: boolean;
  refusal: OrderRefusal | null;
  /** Direction of the order being validated or sent. */
  tradeType: TradeType | null;
  /** Why the last submit failed; `outcome-unknown` when its answer was lost. */
  failure: Failure | null;
}

export type OrderEvent =
  | { type: 'config.loaded'; account: ContractAccount; durations: DurationConfig[]; feeRate: string }
  /** The account shown changed or reloads its config: refuse until config.loaded. */
  | { type: 'config.pending'; account: ContractAccount }
  | { type: 'duration.choose'; second: number }
  | { type: 'amount.change'; value: string }
  | { type: 'balance.update'; available: string | null }
  | { type: 'pair.change'; baseCoin: string; quoteCoin: string }
  | { type: 'feed.update'; hold: PriceHold | null }
  | { type: 'submit'; tradeType: TradeType };

/** Told to listeners (the contract screen) when an order ends: the screen reloads and toasts. */
export type OrderEmitted = { type: 'order.created' } | { type: 'order.failed'; failure: Failure };

export interface OrderInput {
  baseCoin: string;
  quoteCoin: string;
  /** Desktop's default open amount is 1 (SPEC section 9); mobile starts empty. */
  openAmount?: string;
  resetAmountOnConfig?: boolean;
}
