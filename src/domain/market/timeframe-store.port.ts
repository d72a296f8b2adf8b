import type { Timeframe } from './market';

/** Output port: the kline timeframe the user chose, kept per pair in browser storage. */
export interface TimeframeStore {
  /** The saved timeframe of a pair ('btcusdt'), or null when none was saved. */
  timeframe(symbol: string): Timeframe | null;
  saveTimeframe(symbol: string, timeframe: Timeframe): void;
}
