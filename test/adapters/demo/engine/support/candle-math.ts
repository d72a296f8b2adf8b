import type { Candle } from '../../../../../src/domain/market/market';
import { add, cmp } from '../../../../../src/domain/precision';

export interface Aggregate {
  open: string;
  close: string;
  high: string;
  low: string;
  volume: string;
  turnover: string;
}

/** What a higher-timeframe candle must be: the aggregate of its 1min candles. */
export function aggregate(minutes: readonly Candle[]): Aggregate {
  const first = minutes[0];
  const last = minutes[minutes.length - 1];
  if (!first || !last) throw new Error('no candles to aggregate');
  return {
    open: first.open,
    close: last.close,
    high: minutes.reduce((max, c) => (cmp(c.high, max) > 0 ? c.high : max), first.high),
    low: minutes.reduce((min, c) => (cmp(c.low, min) < 0 ? c.low : min), first.low),
    volume: minutes.reduce((sum, c) => add(sum, c.volume), '0'),
    turnover: minutes.reduce((sum, c) => add(sum, c.turnover), '0'),
  };
}

/** A candle in the same normalised form as aggregate() (sums without trailing zeros). */
export function normalised(candle: Candle): Aggregate {
  return {
    open: candle.open,
    close: candle.close,
    high: candle.high,
    low: candle.low,
    volume: add(candle.volume, '0'),
    turnover: add(candle.turnover, '0'),
  };
}
