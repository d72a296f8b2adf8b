import type {
  ConvertCoin,
  ConvertConfig,
  ConvertQuote,
  ConvertRecord,
  QuoteRequest,
} from '../../domain/convert/convert';
import type { ConvertGateway } from '../../domain/convert/convert.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import {
  readDecimal,
  readInteger,
  readList,
  readOptional,
  readOptionalText,
  readPage,
  readRecord,
  readText,
} from './read-shape';

const paths = API_PATHS.convert;

function readCoin(value: unknown): ConvertCoin {
  const row = readRecord(value);
  return { coin: readText(row.coin).toUpperCase(), minAmount: readDecimal(row.minAmount) };
}

/** The coins are needed; a server that sends no fee rate shows none ('' -> '--'). */
export function readConvertConfig(value: unknown): ConvertConfig {
  const data = readRecord(value);
  return { coins: readList(data.coins, readCoin), feeRate: readOptional(data.feeRate, readDecimal) ?? '' };
}

/** What the screen must show and confirm is required; the echo of the request is optional. */
export function readQuote(value: unknown, request: QuoteRequest): ConvertQuote {
  const row = readRecord(value);
  const optionalText = (field: unknown, fallback: string) => readOptionalText(field) || fallback;
  return {
    id: readText(row.id),
    fromCoin: optionalText(row.fromCoin, request.fromCoin),
    toCoin: optionalText(row.toCoin, request.toCoin),
    fromAmount: readOptional(row.fromAmount, readDecimal) ?? request.amount,
    rate: readDecimal(row.rate),
    fee: readDecimal(row.fee),
    toAmount: readDecimal(row.toAmount),
    expiresAt: readInteger(row.expiresAt),
  };
}

/** An exchange row of the records; the quote id is optional. */
export function readConvertRecord(value: unknown): ConvertRecord {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    quoteId: readOptionalText(row.quoteId),
    fromCoin: readText(row.fromCoin),
    toCoin: readText(row.toCoin),
    fromAmount: readDecimal(row.fromAmount),
    toAmount: readDecimal(row.toAmount),
    rate: readDecimal(row.rate),
    fee: readDecimal(row.fee),
    createdAt: readInteger(row.createdAt),
  };
}

/** The execute answer needs only an id: the rest is the quote the user confirmed. */
export function readExecuted(value: unknown, quote: ConvertQuote, now: number): ConvertRecord {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    quoteId: quote.id,
    fromCoin: quote.fromCoin,
    toCoin: quote.toCoin,
    fromAmount: quote.fromAmount,
    toAmount: readOptional(row.toAmount, readDecimal) ?? quote.toAmount,
    rate: readOptional(row.rate, readDecimal) ?? quote.rate,
    fee: readOptional(row.fee, readDecimal) ?? quote.fee,
    createdAt: readOptional(row.createdAt, readInteger) ?? now,
  };
}

/** Http mode's flash exchange. */
export function createHttpConvertGateway({ client }: { client: HttpClient }): ConvertGateway {
  return {
    async config() {
      return readConvertConfig(await client.post<unknown>(paths.config.path));
    },
    async quote(request) {
      return readQuote(await client.post<unknown>(paths.quote.path, { ...request }), request);
    },
    async execute(quote, once) {
      // Only the id is sent: the server executes the quote it gave, at its own figures.
      const data = await client.post<unknown>(paths.execute.path, { quoteId: quote.id, ...once });
      return readExecuted(data, quote, Date.now());
    },
    async records(query) {
      return readPage(await client.post<unknown>(paths.records.path, { ...query }), readConvertRecord);
    },
  };
}
