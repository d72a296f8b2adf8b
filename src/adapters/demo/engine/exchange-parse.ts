import type { ExchangeHouseLedger, StoredExchange, StoredQuote } from './exchange-state';
import { amount, byCoin, coin, decimal, listOf, objectOf, text, time } from './state-guards';

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

const exchange = objectOf<StoredExchange>({
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

export const exchangeQuotes = listOf(quote);
export const exchanges = listOf(exchange);
export const exchangeHouse = objectOf<ExchangeHouseLedger>({ fees: byCoin(decimal), flow: byCoin(decimal) });
