import type { Ticker } from '../../../domain/market/market';
import type { MarketGateway } from '../../../domain/market/market.port';
import type { DemoExchange } from '../demo-exchange';
import { pairsByQuote } from '../engine/market/pairs';

/** Market data straight from the seeded price path: the same numbers the contract settles on. */
export function createDemoMarketGateway({ exchange }: { exchange: DemoExchange }): MarketGateway {
  return {
    // A pair's 24 h ticker takes the engine a few milliseconds on a phone, and a quote coin
    // lists a dozen: each pair is its own read, so its own task (demo-exchange.ts), all at the
    // same instant.
    tickers: async (quote) => {
      const now = await exchange.read((_engine, at) => at);
      const tickers: Ticker[] = [];
      for (const pair of pairsByQuote(quote))
        tickers.push(await exchange.read((engine) => engine.market.ticker(pair, now)));
      return tickers;
    },
    ticker: (pair) => exchange.read((engine, now) => engine.market.ticker(pair, now)),
    candles: (pair, timeframe, size) =>
      exchange.read((engine, now) => engine.market.candles(pair, timeframe, size, now)),
    depth: (pair) => exchange.read((engine, now) => engine.market.depth(pair, now)),
    deals: (pair) => exchange.read((engine, now) => engine.market.deals(pair, now)),
  };
}
