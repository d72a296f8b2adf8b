import { MARKET_PAIRS, pairReads, type ExchangeEngine } from '../../../src/adapters/demo/engine';
import { coinLogo } from './coin-logos';
import {
  DEFAULT_CANDLE_COUNT,
  TIMEFRAMES,
  type Pair,
  type Timeframe,
} from '../../../src/domain/market/market';
import type { Clock } from '../../../src/domain/shared/clock.port';
import { optionalInt, refuse, text, type Handler, type Reply, type RouteTable } from './route-types';

/**
 * Huobi-shaped market answers over the engine's market. Prices and amounts go out as the
 * engine's decimal strings: a JSON number could not keep a price's places ('0.10').
 */
function pairOf(symbol: string): Pair {
  const pair = MARKET_PAIRS.find((candidate) => candidate.symbol === symbol.trim().toLowerCase());
  return pair ? { base: pair.base, quote: pair.quote } : refuse('Trading pair not supported');
}

function timeframeOf(value: string): Timeframe {
  return (TIMEFRAMES as readonly string[]).includes(value) ? (value as Timeframe) : refuse('invalid period');
}

const huobi = (body: Record<string, unknown>): Reply => ({ kind: 'raw', body: { status: 'ok', ...body } });

export function marketRoutes(engine: ExchangeEngine, clock: Clock): RouteTable['market'] {
  const { market } = engine;
  const reads = pairReads(market);
  const kline: Handler = ({ params }) => {
    const symbol = text(params, 'symbol');
    const timer = timeframeOf(text(params, 'timer'));
    const candles = reads.candles(
      pairOf(symbol),
      timer,
      optionalInt(params, 'size') ?? DEFAULT_CANDLE_COUNT,
      clock.now(),
    );
    // Huobi sends the newest candle first; `amount` is base volume, `vol` quote turnover.
    const data = candles.reverse().map((candle) => ({
      id: Math.floor(candle.timestamp / 1000),
      open: candle.open,
      close: candle.close,
      high: candle.high,
      low: candle.low,
      amount: candle.volume,
      vol: candle.turnover,
    }));
    return huobi({ ch: `market.${symbol}.kline.${timer}`, ts: clock.now(), data });
  };
  return {
    kline,
    depth: ({ params }) => {
      const depth = reads.depth(pairOf(text(params, 'symbol')), clock.now());
      const levels = (side: typeof depth.bids) => side.map((level) => [level.price, level.amount]);
      return huobi({
        ts: clock.now(),
        tick: { ts: depth.timestamp, bids: levels(depth.bids), asks: levels(depth.asks) },
      });
    },
    deals: ({ params }) => {
      const deals = reads.deals(pairOf(text(params, 'symbol')), clock.now());
      const data = deals.map((deal) => ({
        tradeId: deal.id,
        ts: deal.timestamp,
        price: deal.price,
        amount: deal.amount,
        direction: deal.side,
      }));
      return huobi({ ts: clock.now(), data });
    },
    ticker: ({ params }) => {
      const now = clock.now();
      const ticker = market.ticker(pairOf(text(params, 'symbol')), now);
      const { open, close, high, low, vol } = ticker;
      return huobi({
        ts: now,
        logo: coinLogo(ticker.base),
        tick: { id: Math.floor(now / 1000), open, close, high, low, vol },
      });
    },
    tickersByQuote: ({ params }) => {
      const quote = text(params, 'quoteCoin');
      const data = market.tickersByQuote(quote, clock.now()).map((ticker) => {
        const { open, close, high, low, vol } = ticker;
        return {
          baseCoin: ticker.base,
          quoteCoin: ticker.quote,
          logo: coinLogo(ticker.base),
          tick: { open, close, high, low, vol },
        };
      });
      return huobi({ ts: clock.now(), data });
    },
  };
}
