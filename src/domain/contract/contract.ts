/** The seconds contract: short up/down positions on a pair for a fixed number of seconds. */

/** SPEC section 3: current account, 1 = Seconds Contract (real), 2 = Demo Account. */
export const ContractAccount = { real: 1, demo: 2 } as const;
export type ContractAccount = (typeof ContractAccount)[keyof typeof ContractAccount];

/** DESIGN.md "Fairness": tradeType 1 = up, 2 = down. */
export const TradeType = { up: 1, down: 2 } as const;
export type TradeType = (typeof TradeType)[keyof typeof TradeType];

/** SPEC section 4: entryStatus 0 holding, 1 completed (won or tied), 2 liquidated (lost). */
export const EntryStatus = { holding: 0, completed: 1, liquidated: 2 } as const;
export type EntryStatus = (typeof EntryStatus)[keyof typeof EntryStatus];

/**
 * SPEC sections 4 and 9: an order query without entryStatus lists completed orders. The
 * app always names the status it wants; the backends apply this to queries that do not.
 */
export const DEFAULT_ENTRY_STATUS_QUERY: EntryStatus = EntryStatus.completed;

export { PAY_COINS, type PayCoin } from '../wallet/pay-coins';

/** SPEC section 9: minimum open amount and transfer amount. */
export const MIN_OPEN_AMOUNT = '0.00001';
export const MIN_TRANSFER_AMOUNT = '0.00001';
export const DEFAULT_TRANSFER_TYPE = 1;
/** SPEC section 9: asset totals of 0.1 or below are hidden by the hide-small toggle. */
export const SMALL_ASSET_THRESHOLD = '0.1';

/** One duration option (SPEC section 3). */
export interface DurationConfig {
  /** Duration in seconds. */
  second: number;
  /** Payout rate on a win, as a decimal string: '0.8' pays 80 % of the stake. */
  incomeRate: string;
  openAmountMin: string;
}

export interface OrderRequest {
  openAmount: string;
  baseCoin: string;
  quoteCoin: string;
  positionTime: number;
  tradeType: TradeType;
}

/**
 * An order as a list answers it. SPEC section 3 lists only the request's fields and
 * entryStatus; everything else is what a fuller server adds, so it may be null and the
 * screens show `--` (or derive it: settlesAt from openedAt + positionTime).
 */
export interface ContractOrder extends OrderRequest {
  /** The server's id, or one derived from the row's fields when it sends none. */
  id: string;
  entryStatus: EntryStatus;
  incomeRate: string | null;
  fee: string;
  /** Price of the pair at opening, from the price feed. */
  entryPrice: string | null;
  /** Price of the pair at openedAt + positionTime; null while holding. */
  settlementPrice: string | null;
  openedAt: number | null;
  settlesAt: number | null;
  /** Stake returned plus profit (win), stake (tie) or 0 (loss); null while holding. */
  payout: string | null;
  /** Where the prices came from, shown with each settled order. */
  priceSource: string;
}

export interface OrderQuery {
  pageNo: number;
  pageSize: number;
  entryStatus?: EntryStatus;
  baseCoin?: string;
  quoteCoin?: string;
}

/** SPEC section 3: a contract asset row as the server sends it. */
export interface ContractAssetBalance {
  currencyName: string;
  availableCurrency: string;
  frozenCurrency: string;
}

export interface AssetRecord {
  id: string;
  currency: string;
  amount: string;
  /** What moved the balance: open, win, refund, fee, transfer-in, transfer-out, add-funds. */
  tradeType: number;
  remark: string;
  createdAt: number;
}

export interface AssetRecordQuery {
  currency?: string;
  pageNo: number;
  pageSize: number;
  tradeType?: number;
}

export interface TransferRequest {
  amount: string;
  currency: string;
  type: number;
}

/** One account's balances as getAssets answers them. */
export interface ContractAssets {
  list: ContractAssetBalance[];
  /** The account rate read from the percentage in the response msg; null shows as '-'. */
  rate: string | null;
}
