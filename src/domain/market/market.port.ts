import type { Candle, Deal, Depth, Pair, Ticker, Timeframe } from './market';

/** Output port: market data (SPEC section 7, Market). */
export interface MarketGateway {
  /** 24 h tickers of every pair quoted in `quote` (/huobi/getHuobiDetailsByQuoteCoin). */
  tickers(quote: string): Promise<Ticker[]>;
  /** One pair's 24 h ticker (/huobi/getDetails, timer 1day, size 1). */
  ticker(pair: Pair): Promise<Ticker>;
  /** Candles, oldest first, the last one still forming (/huobi/getKline). */
  candles(pair: Pair, timeframe: Timeframe, size: number): Promise<Candle[]>;
  /** 20 bid and 20 ask levels (/huobi/getHuobiContractDepthV2). */
  depth(pair: Pair): Promise<Depth>;
  /** Recent deals, newest first (/huobi/getMarketTrade). */
  deals(pair: Pair): Promise<Deal[]>;
}
