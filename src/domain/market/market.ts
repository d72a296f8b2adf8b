/** Market data as the app reads it. Prices and amounts are decimal strings. */

export const TIMEFRAMES = ['1min', '5min', '15min', '30min', '1day'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const DEFAULT_TIMEFRAME: Timeframe = '1min';
/** SPEC section 9: kline default size. */
export const DEFAULT_CANDLE_COUNT = 2000;
/** SPEC section 9: depth levels, and rows in the compact (mobile) view. */
export const DEPTH_LEVELS = 20;
export const COMPACT_DEPTH_ROWS = 5;

export const TIMEFRAME_SECONDS: Record<Timeframe, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '1day': 86_400,
};

export interface Pair {
  base: string;
  quote: string;
}

/** SPEC section 7: the market symbol is lowercase base + quote, e.g. 'btcusdt'. */
export function symbolOf(pair: Pair): string {
  return `${pair.base}${pair.quote}`.toLowerCase();
}

export interface Ticker {
  base: string;
  quote: string;
  logo: string;
  open: string;
  close: string;
  high: string;
  low: string;
  /** 24 h volume in the base coin. */
  vol: string;
}

export interface Candle {
  /** Start of the candle, ms since epoch (the API's id * 1000). */
  timestamp: number;
  open: string;
  close: string;
  high: string;
  low: string;
  volume: string;
  turnover: string;
}

export interface DepthLevel {
  price: string;
  amount: string;
}

export interface Depth {
  bids: DepthLevel[];
  asks: DepthLevel[];
  timestamp: number;
}

export type DealSide = 'buy' | 'sell';

export interface Deal {
  id: string;
  price: string;
  amount: string;
  side: DealSide;
  timestamp: number;
}

/** Tickers kept from an earlier visit, shown at once while the first refresh runs. */
export interface CachedTickers {
  tickers: Ticker[];
  /** When they were fetched, ms since the Unix epoch. */
  savedAt: number;
}
