import type { Failure } from '../shared/failure-message';
import type {
  ConvertCoin,
  ConvertProblem,
  ConvertQuote,
  ConvertRecord,
  QuoteRequest,
} from '../../domain/convert/convert';

export interface QuoteContext {
  fromCoin: string;
  toCoin: string;
  amount: string;
  /** The coins the exchange converts (its config); empty until it has arrived. */
  coins: readonly ConvertCoin[];
  /** Available spot balance by coin; null until the balances have arrived. */
  available: Readonly<Record<string, string>> | null;
  /** The quote on screen: the only one a confirm can execute. */
  quote: ConvertQuote | null;
  /** The rule the typed request breaks, checked before any quote is asked for. */
  refusal: ConvertProblem | null;
  /** The server's message of the last failed quote or exchange. */
  failure: Failure | null;
  /** Why the confirmation shows a new quote: the one shown ran out ('expired'). */
  notice: 'expired' | null;
  /** Whether a new quote must be confirmed again (it replaced one being confirmed). */
  reconfirm: boolean;
  result: ConvertRecord | null;
  /** Server time (the Clock port). */
  now: () => number;
}

export type QuoteEvent =
  | { type: 'from.choose'; coin: string }
  | { type: 'to.choose'; coin: string }
  | { type: 'swap' }
  | { type: 'amount.change'; value: string }
  | { type: 'max' }
  | { type: 'config.loaded'; coins: readonly ConvertCoin[] }
  | { type: 'balances.loaded'; available: Readonly<Record<string, string>> }
  /** Opens the confirmation of the quote on screen. */
  | { type: 'review' }
  | { type: 'cancel' }
  /** Confirms the quote the user saw, by its id: any other quote is not executed. */
  | { type: 'confirm'; quoteId: string }
  | { type: 'retry' }
  /** Starts over after a done or unknown exchange. */
  | { type: 'again' };

/** Told to the screen: reload balances and records, toast the result. */
export type QuoteEmitted = { type: 'exchanged'; record: ConvertRecord } | { type: 'unknown' };

export interface QuoteInput {
  fromCoin?: string;
  toCoin?: string;
  now: () => number;
}

export type { QuoteRequest };
