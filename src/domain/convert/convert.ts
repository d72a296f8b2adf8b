/**
 * Flash exchange: one coin of the spot account for another at a quoted rate. The SPEC
 * names the screen and nothing else; every shape here is ours (api-paths.ts, assumed).
 */

/** A coin the exchange converts, with the least amount it takes of it. */
export interface ConvertCoin {
  coin: string;
  minAmount: string;
}

export interface ConvertConfig {
  coins: ConvertCoin[];
  /** Share of the gross received amount kept as the fee, e.g. '0.001'. */
  feeRate: string;
}

export interface QuoteRequest {
  fromCoin: string;
  toCoin: string;
  /** Amount of fromCoin to give. */
  amount: string;
}

/**
 * A firm price for one exchange, valid until `expiresAt` (server time). The user confirms
 * exactly these figures; the exchange executes only an unexpired quote, and only once.
 */
export interface ConvertQuote {
  id: string;
  fromCoin: string;
  toCoin: string;
  fromAmount: string;
  /** toCoin per 1 fromCoin, spread taken, fee not. */
  rate: string;
  /** In toCoin. */
  fee: string;
  /** What arrives: fromAmount x rate - fee, in toCoin. */
  toAmount: string;
  expiresAt: number;
}

/** A done exchange, as its records list it. */
export interface ConvertRecord {
  id: string;
  quoteId: string;
  fromCoin: string;
  toCoin: string;
  fromAmount: string;
  toAmount: string;
  rate: string;
  fee: string;
  createdAt: number;
}

/** Why a quote or an exchange is refused, in the words the server and the screen share. */
export const ConvertProblem = {
  enterAmount: 'Enter the exchange amount',
  sameCoin: 'Choose two different coins',
  unsupported: 'The coin is not supported',
  belowMinimum: 'The amount is below the minimum',
  insufficient: 'Insufficient available balance',
  expired: 'The quote has expired',
  unknownQuote: 'The quote does not exist',
} as const;
export type ConvertProblem = (typeof ConvertProblem)[keyof typeof ConvertProblem];

/**
 * The envelope code of an expired quote (assumed, beside api-paths.ts): the screen asks
 * for a new quote and a new confirmation instead of showing an error.
 */
export const QUOTE_EXPIRED_CODE = 4001;
