/** Spot trading: coin-to-coin orders against the exchange's book. */
export type SpotSide = 'buy' | 'sell';
export type SpotOrderType = 'limit' | 'market';

/**
 * Where an order stands. The SPEC does not show spot statuses, so they are fixed here:
 * a market order whose remainder found no liquidity ends cancelled with its fills kept.
 */
export const SpotOrderStatus = { open: 0, partiallyFilled: 1, filled: 2, cancelled: 3 } as const;
export type SpotOrderStatus = (typeof SpotOrderStatus)[keyof typeof SpotOrderStatus];

/** Still on the book: open or partially filled. */
export function isWorking(status: SpotOrderStatus): boolean {
  return status === SpotOrderStatus.open || status === SpotOrderStatus.partiallyFilled;
}

export interface SpotOrderRequest {
  baseCoin: string;
  quoteCoin: string;
  side: SpotSide;
  type: SpotOrderType;
  /** Limit price in the quote coin; ignored for market orders. */
  price?: string;
  /**
   * Base coin amount. A market buy sized by `total` carries the amount the book shown gives
   * for it, so a backend that does not know `total` still buys about as much.
   */
  amount: string;
  /**
   * Market buys only (assumed field): the quote coin to spend, before the fee. When sent,
   * the exchange spends it on the asks and `amount` is only the estimate.
   */
  total?: string;
  /**
   * Market orders: the time of the book the trader priced the order on (its depth's
   * timestamp). The exchange fills against that book while it is at most
   * MARKET_QUOTE_MS old, so the fill is the average and slippage the screen showed.
   */
  bookTime?: number;
}

/**
 * How a market buy is sized: in the base coin (Amount, as every order) or in the quote coin
 * (Total: "spend 100 USDT"), as the big exchanges offer. The total is the quote value of the
 * fills before the fee; the fee comes on top, as it does for an order sized by amount, so
 * "Total" means one thing on the form and in the order history.
 */
export type SpotSizing = 'amount' | 'total';

/** Only a market buy can be sized by what it spends; a limit order's total follows its price. */
export function isQuoteSized(request: Pick<SpotOrderRequest, 'side' | 'type' | 'total'>): boolean {
  return request.type === 'market' && request.side === 'buy' && request.total !== undefined;
}

/** How long the book a market order was priced on stays good for its fill: two polls. */
export const MARKET_QUOTE_MS = 10_000;

/** The time of the book to fill a market order against: the trader's, while recent, else now. */
export function quotedBookTime(bookTime: unknown, now: number): number {
  return typeof bookTime === 'number' &&
    Number.isFinite(bookTime) &&
    bookTime <= now &&
    now - bookTime <= MARKET_QUOTE_MS
    ? bookTime
    : now;
}

export interface SpotOrder {
  id: string;
  baseCoin: string;
  quoteCoin: string;
  side: SpotSide;
  type: SpotOrderType;
  /** The limit price; null for a market order. */
  price: string | null;
  amount: string;
  filledAmount: string;
  /** Quote value of the fills, before the fee. */
  filledTotal: string;
  /** filledTotal / filledAmount, or null before the first fill. */
  averagePrice: string | null;
  /** Fee paid so far, in the quote coin. */
  fee: string;
  status: SpotOrderStatus;
  createdAt: number;
  updatedAt: number;
}

export interface SpotTrade {
  id: string;
  orderId: string;
  baseCoin: string;
  quoteCoin: string;
  side: SpotSide;
  price: string;
  amount: string;
  total: string;
  /** Always in the quote coin. */
  fee: string;
  /** true when the order rested on the book and the market came to it. */
  maker: boolean;
  createdAt: number;
}

export interface SpotOrderQuery {
  pageNo: number;
  pageSize: number;
  baseCoin?: string;
  quoteCoin?: string;
}
