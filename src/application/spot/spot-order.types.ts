import type { DepthLevel } from '../../domain/market/market';
import type {
  SpotOrder,
  SpotOrderRequest,
  SpotOrderType,
  SpotSide,
  SpotSizing,
} from '../../domain/spot/spot';
import type { SpotProblem } from '../../domain/spot/spot-rules';

/**
 * A domain rule the form breaks; 'noBook' before the first order book (the minimum, the
 * balance of a market buy, the fat-finger check and the book's age all need one); 'stale'
 * while the book is past three missed polls.
 */
export type SpotRefusal = SpotProblem | 'noBook' | 'stale';

export interface SpotBook {
  asks: readonly DepthLevel[];
  bids: readonly DepthLevel[];
  /** When the exchange made this book (its depth timestamp). */
  at: number;
}

export interface SpotPair {
  baseCoin: string;
  quoteCoin: string;
}

/**
 * What the trader types: buy or sell, limit or market, the price and the amount; a market
 * buy may be sized by the total to spend instead (`sizing`), the other orders ignore it.
 */
export interface SpotOrderDraft {
  side: SpotSide;
  type: SpotOrderType;
  price: string;
  amount: string;
  sizing: SpotSizing;
  total: string;
}

/** What the screen knows besides: the pair, the spot balances, the book and its freshness. */
export interface SpotOrderTerms extends SpotPair {
  /** Available quote and base in spot; null while unknown (the exchange checks then). */
  availableQuote: string | null;
  availableBase: string | null;
  /** The book shown; null until it arrives. Market orders are priced and previewed on it. */
  book: SpotBook | null;
  feedStale: boolean;
}

export type SpotOrderField = 'price' | 'amount' | 'total';

/** The spot order as an instance of the one form machine. */
export interface SpotOrderShape {
  draft: SpotOrderDraft;
  terms: SpotOrderTerms;
  request: SpotOrderRequest;
  /** The order as the exchange placed it (a market order filled at once). */
  output: SpotOrder;
  problem: SpotRefusal;
  field: SpotOrderField;
}
