import { describe, expect, it } from 'vitest';
import { mergeCandles } from '../../../src/domain/market/candle-merge';
import { pairOfSymbol } from '../../../src/domain/market/pair-symbol';
import { isTimeframe } from '../../../src/domain/market/timeframe';
import type { Candle } from '../../../src/domain/market/market';

const c = (minute: number, close: string): Candle => ({
  timestamp: minute * 60_000,
  open: close,
  close,
  high: close,
  low: close,
  volume: '1',
  turnover: '1',
});

describe('pairOfSymbol', () => {
  it('splits a symbol on the known quote coins', () => {
    expect(pairOfSymbol('btcusdt')).toEqual({ base: 'BTC', quote: 'USDT' });
    expect(pairOfSymbol('ETHBTC')).toEqual({ base: 'ETH', quote: 'BTC' });
    expect(pairOfSymbol('eoseth')).toEqual({ base: 'EOS', quote: 'ETH' });
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'usdt', 'btc-usdt', 'btceur', '<script>', 'a'.repeat(30)]) {
      expect(pairOfSymbol(bad)).toBeNull();
    }
  });
});

describe('isTimeframe', () => {
  it('knows the five timeframes of SPEC section 9 only', () => {
    expect(['1min', '5min', '15min', '30min', '1day'].every(isTimeframe)).toBe(true);
    expect(isTimeframe('1hour')).toBe(false);
    expect(isTimeframe(5)).toBe(false);
  });
});

describe('mergeCandles', () => {
  it('replaces the forming candle and appends new ones, trimmed to the limit', () => {
    const merged = mergeCandles([c(1, '1'), c(2, '2'), c(3, '3')], [c(3, '3.5'), c(4, '4')], 3);
    expect(merged?.map((x) => x.close)).toEqual(['2', '3.5', '4']);
  });

  it('returns null when the update leaves a gap, or there is nothing to merge into', () => {
    expect(mergeCandles([c(1, '1')], [c(5, '5')], 10)).toBeNull();
    expect(mergeCandles([], [c(5, '5')], 10)).toBeNull();
  });
});
