/**
 * The transaction log: every change of an available balance, in every account, as one
 * list. A change carries its type as a name, so a kind of change added later (deposits,
 * withdrawals, products) appears without a code change here; the screen translates the
 * names it knows and shows any other as it came.
 */
export interface LedgerEntry {
  id: string;
  /** The account that changed: 'spot', 'contract', 'demo', or one added later. */
  account: string;
  currency: string;
  /** Signed change of the available balance. */
  amount: string;
  /** The account's available balance in this currency right after the change. */
  balance: string;
  type: string;
  remark: string;
  createdAt: number;
}

export interface LedgerFilter {
  /** '' for every type. */
  type: string;
  /** '' for every coin. */
  currency: string;
}

export const NO_LEDGER_FILTER: LedgerFilter = { type: '', currency: '' };

export interface LedgerQuery extends LedgerFilter {
  pageNo: number;
  pageSize: number;
}

/** What the filters offer: the types and coins the user's log holds. */
export interface LedgerFilters {
  types: string[];
  coins: string[];
}

/** The type names the engine writes today. */
export const LedgerType = {
  transfer: 'transfer',
  convert: 'convert',
  contractOpen: 'contract-open',
  contractFee: 'contract-fee',
  contractSettle: 'contract-settle',
  spotOrder: 'spot-order',
  spotFill: 'spot-fill',
  spotFee: 'spot-fee',
  /** Money given, not moved: the welcome balance and the demo account's practice funds. */
  fundsAdded: 'funds-added',
  deposit: 'deposit',
  withdraw: 'withdraw',
  productPurchase: 'product-purchase',
  productInterest: 'product-interest',
  productRedeem: 'product-redeem',
  subscriptionPaid: 'subscription-paid',
  subscriptionAllocated: 'subscription-allocated',
  subscriptionRefund: 'subscription-refund',
} as const;

/** A type name as a reader accepts it: lower-case words joined by '-', short. */
export function isLedgerTypeName(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(value) && value.length <= 40;
}

/**
 * The type a link to the log asks for (`?type=transfer`): a type name filters the log; any
 * other value, such as the SPEC's `/account/trade?type=4` (the records screen itself), shows
 * every type.
 */
export function linkedLedgerType(value: string | null): string {
  return isLedgerTypeName(value) ? value : '';
}
