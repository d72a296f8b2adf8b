import type { Ticker } from '../../../domain/market/market';
import type { MarketGateway } from '../../../domain/market/market.port';
import type { DemoExchange } from '../demo-exchange';
import { pairsByQuote } from '../engine/market/pairs';
import type { PairReads } from '../engine/market/pair-reads';

/** Market data straight from the seeded price path: the same numbers the contract settles on. */
export function createDemoMarketGateway({ exchange }: { exchange: DemoExchange }): MarketGateway {
  // A pair's candles, book and deals are worked out by code that the screens listing tickers
  // (the first screen of most visits) never need: it is fetched with the first pair read, as a
  // server has them behind endpoints of their own.
  const pairRead = async <T>(read: (reads: PairReads, now: number) => T) => {
    const { pairReads } = await import('../engine/market/pair-reads');
    return exchange.read((engine, now) => read(pairReads(engine.market), now));
  };
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
    candles: (pair, timeframe, size) => pairRead((reads, now) => reads.candles(pair, timeframe, size, now)),
    depth: (pair) => pairRead((reads, now) => reads.depth(pair, now)),
    deals: (pair) => pairRead((reads, now) => reads.deals(pair, now)),
  };
}
