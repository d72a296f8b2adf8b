import type { DepthLevel } from '../../domain/market/market';
import type { SpotOrder, SpotOrderRequest, SpotOrderType, SpotSide } from '../../domain/spot/spot';
import type { SpotProblem } from '../../domain/spot/spot-rules';
import type { Failure } from '../shared/failure-message';

/** A domain rule the form breaks, or 'stale' while the book is past three missed polls. */
export type SpotRefusal = SpotProblem | 'stale';

export interface SpotBook {
  asks: readonly DepthLevel[];
  bids: readonly DepthLevel[];
  /** When the exchange made this book (its depth timestamp). */
  at: number;
}

export interface SpotOrderContext {
  baseCoin: string;
  quoteCoin: string;
  side: SpotSide;
  type: SpotOrderType;
  price: string;
  amount: string;
  /** Available quote and base in spot; null while unknown (the exchange checks then). */
  availableQuote: string | null;
  availableBase: string | null;
  /** The book shown; null until it arrives. Market orders are priced and previewed on it. */
  book: SpotBook | null;
  feedStale: boolean;
  refusal: SpotRefusal | null;
  failure: Failure | null;
  /** When the order now being sent left, to recognise it if the answer is lost. */
  sentAt: number;
  /** The request being sent (or whose outcome is checked). */
  sending: SpotOrderRequest | null;
  /** Server time (the Clock port), to stamp what is sent. */
  now: () => number;
}

export interface SpotOrderInput {
  baseCoin: string;
  quoteCoin: string;
  now?: () => number;
}

export type SpotOrderEvent =
  | { type: 'side.choose'; side: SpotSide }
  | { type: 'type.choose'; orderType: SpotOrderType }
  | { type: 'price.change'; value: string }
  | { type: 'amount.change'; value: string }
  | { type: 'balances.update'; quote: string | null; base: string | null }
  | { type: 'book.update'; book: SpotBook | null }
  | { type: 'feed.update'; stale: boolean }
  | { type: 'submit' }
  /** The trader confirms a limit price far through the market. */
  | { type: 'confirm' }
  | { type: 'dismiss' };

export type SpotOrderEmitted =
  | { type: 'order.created'; order: SpotOrder }
  | { type: 'order.failed'; failure: Failure }
  /**
   * The answer was lost (timeout, network) and the exchange's lists do not show the order:
   * whether it was placed is not known. The screen says so and reloads; nothing is resent.
   */
  | { type: 'order.unknown' };

/** What checking a lost answer finds: the order if the exchange has it, else null. */
export interface PlacedCheck {
  request: SpotOrderRequest;
  since: number;
}
