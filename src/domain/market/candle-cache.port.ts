import type { Candle, Timeframe } from './market';

/** Output port: the newest candles of recently seen pair views, shown at once on the next visit. */
export interface CandleCache {
  load(symbol: string, timeframe: Timeframe): Candle[] | null;
  save(symbol: string, timeframe: Timeframe, candles: readonly Candle[]): void;
}
