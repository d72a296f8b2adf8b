import type { ContractAccount } from '../../domain/contract/contract';
import type { DurationConfig, OrderRequest, TradeType } from '../../domain/contract/contract';
import type { OrderProblem } from '../../domain/contract/order-rules';
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

/** What the trader chooses: the amount, the duration, and the direction (Up or Down, with the press). */
export interface OrderDraft {
  openAmount: string;
  /** The chosen duration in seconds; the config's first while none (or one no longer offered) is. */
  second: number | null;
  tradeType: TradeType | null;
}

/** What the screen knows besides: the shown account's config and fee, the pay coin's balance, the price. */
export interface OrderTerms {
  /** The account whose config is loaded; orders open there. */
  account: ContractAccount;
  /**
   * The account shown while its config has not arrived (loading or failed); orders are
   * refused until it has, so `account` is never one the screen no longer shows.
   */
  pendingAccount: ContractAccount | null;
  durations: readonly DurationConfig[];
  feeRate: string;
  /** Available balance of the pay coin; null while unknown. */
  available: string | null;
  baseCoin: string;
  /** The pay coin. */
  quoteCoin: string;
  /** Why no position may open at the pair's price now (the screen relays its feeds); null: it may. */
  priceHold: PriceHold | null;
  /** Whether an order on the real account is confirmed first (until "don't ask again"). */
  confirmReal: boolean;
}

/** The seconds-contract order as an instance of the one form machine. */
export interface OrderShape {
  draft: OrderDraft;
  terms: OrderTerms;
  request: AccountOrder;
  output: unknown;
  problem: OrderRefusal;
  field: 'openAmount';
}
