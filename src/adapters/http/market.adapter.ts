import type { Candle, Deal, Depth, DepthLevel, Pair, Ticker, Timeframe } from '../../domain/market/market';
import { DEPTH_LEVELS, symbolOf } from '../../domain/market/market';
import type { MarketGateway } from '../../domain/market/market.port';
import type { Clock } from '../../domain/shared/clock.port';
import { pathsOf } from './api-paths';
import type { HttpClient } from './http-client';
import {
  malformed,
  readDecimal,
  readInteger,
  readList,
  readOptional,
  readOptionalText,
  readRecord,
  readText,
} from './read-shape';
import { isRecord } from './response-body';

const paths = pathsOf('market');

/**
 * The Huobi answer's payload under `key`. A proxy may wrap it in the usual envelope, in
 * which case the client has already unwrapped `data` and the payload is the value itself.
 */
function payloadOf(body: unknown, key: 'data' | 'tick'): unknown {
  return isRecord(body) && key in body ? body[key] : body;
}

/**
 * Huobi kline: `amount` is the volume in the base coin, `vol` the turnover in the quote.
 * SPEC section 7 lists only `vol`, so without `amount` the volume bars draw `vol`.
 */
function readCandle(value: unknown): Candle {
  const row = readRecord(value);
  const turnover = readDecimal(row.vol);
  return {
    timestamp: readInteger(row.id) * 1000,
    open: readDecimal(row.open),
    close: readDecimal(row.close),
    high: readDecimal(row.high),
    low: readDecimal(row.low),
    volume: readOptional(row.amount, readDecimal) ?? turnover,
    turnover,
  };
}

function readLevel(value: unknown): DepthLevel {
  if (!Array.isArray(value) || value.length < 2) return malformed();
  return { price: readDecimal(value[0]), amount: readDecimal(value[1]) };
}

/**
 * Huobi trades: the direction names the taker's side. SPEC section 7 says only "list of
 * deals": a deal without an id gets one from what it is and its place in the answer (the id
 * only tells rows apart on screen).
 */
function readDeal(value: unknown, index: number): Deal {
  const row = readRecord(value);
  const side = row.direction;
  if (side !== 'buy' && side !== 'sell') return malformed();
  const price = readDecimal(row.price);
  const amount = readDecimal(row.amount);
  const timestamp = readInteger(row.ts);
  const id = row.tradeId ?? row.id;
  return {
    id:
      id === undefined || id === null
        ? ['deal', timestamp, price, amount, side, index].join(':')
        : readText(id),
    price,
    amount,
    side,
    timestamp,
  };
}

/** SPEC section 3: the ticker reads open, close, high, low and vol of the tick. */
function readTicker(pair: Pair, tickValue: unknown, logo: unknown): Ticker {
  const tick = readRecord(tickValue);
  return {
    base: pair.base,
    quote: pair.quote,
    // Empty, or a logo the page may not load, and the app draws its own mark (coin-icon.ts).
    logo: readOptionalText(logo),
    open: readDecimal(tick.open),
    close: readDecimal(tick.close),
    high: readDecimal(tick.high),
    low: readDecimal(tick.low),
    vol: readDecimal(tick.vol),
  };
}

/** The device clock stamps what the server sent without a time; tests pass their own. */
const DEVICE_CLOCK: Clock = { now: () => Date.now() };

export function createHttpMarketGateway({
  client,
  clock = DEVICE_CLOCK,
}: {
  client: HttpClient;
  clock?: Clock;
}): MarketGateway {
  return {
    async tickers(quote) {
      const body = await client.market<unknown>(paths.tickersByQuote.path, { quoteCoin: quote });
      return readList(payloadOf(body, 'data'), (value) => {
        const row = readRecord(value);
        const pair = { base: readText(row.baseCoin).toUpperCase(), quote: quote.toUpperCase() };
        return readTicker(pair, row.tick, row.logo);
      });
    },
    async ticker(pair) {
      const body = await client.market<unknown>(paths.ticker.path, {
        symbol: symbolOf(pair),
        timer: '1day',
        size: 1,
      });
      return readTicker(pair, payloadOf(body, 'tick'), isRecord(body) ? body.logo : undefined);
    },
    async candles(pair, timeframe: Timeframe, size) {
      const body = await client.market<unknown>(paths.kline.path, {
        symbol: symbolOf(pair),
        timer: timeframe,
        size,
      });
      // Huobi sends the newest candle first; the port promises oldest first.
      return readList(payloadOf(body, 'data'), readCandle).sort((a, b) => a.timestamp - b.timestamp);
    },
    async depth(pair): Promise<Depth> {
      const body = await client.market<unknown>(paths.depth.path, {
        symbol: symbolOf(pair),
        timer: 'step0',
        size: DEPTH_LEVELS,
      });
      const tick = readRecord(payloadOf(body, 'tick'));
      // SPEC section 7 lists tick.bids and tick.asks only: a book without `ts` is stamped on arrival.
      const ts = tick.ts ?? (isRecord(body) ? body.ts : undefined);
      return {
        bids: readList(tick.bids, readLevel),
        asks: readList(tick.asks, readLevel),
        timestamp: readOptional(ts, readInteger) ?? clock.now(),
      };
    },
    async deals(pair) {
      const body = await client.market<unknown>(paths.deals.path, { symbol: symbolOf(pair) });
      // Huobi groups trades by aggregate ({id, ts, data: [...]}); a flat list is read as is.
      const rows = readList(payloadOf(body, 'data'), (value) =>
        isRecord(value) && Array.isArray(value.data) ? value.data : [value],
      ).flat();
      return rows.map(readDeal).sort((a, b) => b.timestamp - a.timestamp);
    },
  };
}
