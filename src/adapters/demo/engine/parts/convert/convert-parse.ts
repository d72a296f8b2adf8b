import type { ConvertHouseLedger, StoredConversion, StoredQuote } from './convert-state';
import { amount, byCoin, coin, decimal, listOf, objectOf, text, time } from '../../state-guards';

const quote = objectOf<StoredQuote>({
  id: text,
  userId: text,
  fromCoin: coin,
  toCoin: coin,
  fromAmount: amount,
  rate: amount,
  fee: amount,
  toAmount: amount,
  expiresAt: time,
  createdAt: time,
});

const conversion = objectOf<StoredConversion>({
  id: text,
  userId: text,
  quoteId: text,
  fromCoin: coin,
  toCoin: coin,
  fromAmount: amount,
  toAmount: amount,
  rate: amount,
  fee: amount,
  createdAt: time,
});

export const convertQuotes = listOf(quote);
export const conversions = listOf(conversion);
export const convertHouse = objectOf<ConvertHouseLedger>({ fees: byCoin(decimal), flow: byCoin(decimal) });

/** The names the flash exchange's state had before it was called convert, and their names now. */
export const FORMER_NAMES: Readonly<Record<string, string>> = {
  exchangeQuotes: 'convertQuotes',
  exchanges: 'conversions',
  exchangeHouse: 'convertHouse',
};

/** A stored state under the former names reads as the same state under the current ones. */
export function withConvertNames(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const stored: Record<string, unknown> = { ...json };
  const current = (name: string) => FORMER_NAMES[name] ?? name;
  return Object.fromEntries(
    Object.entries(stored)
      // A current name wins over its former one, should a state hold both.
      .filter(([name]) => current(name) === name || !(current(name) in stored))
      .map(([name, value]) => [current(name), value]),
  );
}
