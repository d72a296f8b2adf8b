import type { ExchangeQuote, ExchangeRecord } from '../../../domain/exchange/exchange';

/** A quote as the engine keeps it until it is used or long expired. */
export interface StoredQuote extends ExchangeQuote {
  userId: string;
  createdAt: number;
}

export interface StoredExchange extends ExchangeRecord {
  userId: string;
}

/**
 * The house side of the flash exchange, by coin: what it received and paid at its own rate
 * (flow) and the fees it kept. The spread is in the flow: the house pays less than the mid rate.
 */
export interface ExchangeHouseLedger {
  fees: Record<string, string>;
  flow: Record<string, string>;
}

/** Exchange state: new top-level fields, so older stored states parse with empty defaults. */
export interface ExchangeEngineState {
  exchangeQuotes: StoredQuote[];
  exchanges: StoredExchange[];
  exchangeHouse: ExchangeHouseLedger;
}

export function emptyExchangeState(): ExchangeEngineState {
  return { exchangeQuotes: [], exchanges: [], exchangeHouse: { fees: {}, flow: {} } };
}
