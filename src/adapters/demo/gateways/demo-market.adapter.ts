import type { MarketGateway } from '../../../domain/market/market.port';
import type { DemoExchange } from '../demo-exchange';

/** Market data straight from the seeded price path: the same numbers the contract settles on. */
export function createDemoMarketGateway({ exchange }: { exchange: DemoExchange }): MarketGateway {
  return {
    tickers: (quote) => exchange.read((engine, now) => engine.market.tickersByQuote(quote, now)),
    ticker: (pair) => exchange.read((engine, now) => engine.market.ticker(pair, now)),
    candles: (pair, timeframe, size) =>
      exchange.read((engine, now) => engine.market.candles(pair, timeframe, size, now)),
    depth: (pair) => exchange.read((engine, now) => engine.market.depth(pair, now)),
    deals: (pair) => exchange.read((engine, now) => engine.market.deals(pair, now)),
  };
}
