import type { ConvertQuote, ConvertRecord } from '../../../../../domain/convert/convert';

/** A quote as the engine keeps it until it is used or long expired. */
export interface StoredQuote extends ConvertQuote {
  userId: string;
  createdAt: number;
}

export interface StoredConversion extends ConvertRecord {
  userId: string;
}

/**
 * The house side of the flash exchange, by coin: what it received and paid at its own rate
 * (flow) and the fees it kept. The spread is in the flow: the house pays less than the mid rate.
 */
export interface ConvertHouseLedger {
  fees: Record<string, string>;
  flow: Record<string, string>;
}

/** Convert state: new top-level fields, so older stored states parse with empty defaults. */
export interface ConvertEngineState {
  convertQuotes: StoredQuote[];
  conversions: StoredConversion[];
  convertHouse: ConvertHouseLedger;
}

export function emptyConvertState(): ConvertEngineState {
  return { convertQuotes: [], conversions: [], convertHouse: { fees: {}, flow: {} } };
}
