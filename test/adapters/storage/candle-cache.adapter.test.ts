import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CACHED_CANDLES,
  CACHED_VIEWS,
  createLocalCandleCache,
} from '../../../src/adapters/storage/candle-cache.adapter';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import type { Candle } from '../../../src/domain/market/market';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';

const candle = (minute: number): Candle => ({
  timestamp: minute * 60_000,
  open: '1.5',
  close: '2',
  high: '2.5',
  low: '1',
  volume: '10',
  turnover: '20',
});
const series = (n: number) => Array.from({ length: n }, (_, i) => candle(i));

describe('the local candle cache', () => {
  it('keeps the newest candles per pair and timeframe across visits', () => {
    const storage = createMemoryStorage();
    createLocalCandleCache(storage).save('btcusdt', '1min', series(2000));
    createLocalCandleCache(storage).save('btcusdt', '1day', series(3));
    const again = createLocalCandleCache(storage);
    const kept = again.load('btcusdt', '1min');
    expect(kept).toHaveLength(CACHED_CANDLES);
    expect(kept?.at(-1)).toEqual(candle(1999));
    expect(again.load('btcusdt', '1day')).toEqual(series(3));
    expect(again.load('ethusdt', '1min')).toBeNull();
  });

  it('forgets the views saved longest ago', () => {
    const cache = createLocalCandleCache(createMemoryStorage());
    const symbols = Array.from({ length: CACHED_VIEWS + 1 }, (_, i) => `pair${i}usdt`);
    symbols.forEach((symbol) => cache.save(symbol, '1min', series(2)));
    expect(cache.load('pair0usdt', '1min')).toBeNull();
    expect(cache.load(symbols.at(-1) as string, '1min')).toHaveLength(2);
    cache.save('pair1usdt', '1min', series(4)); // saved again: the newest now
    cache.save('extrausdt', '1min', series(1));
    expect(cache.load('pair1usdt', '1min')).toHaveLength(4);
    expect(cache.load('pair2usdt', '1min')).toBeNull();
  });

  it('reads foreign stored text as nothing cached and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const storage = createMemoryStorage();
        storage.setItem('Market-Candles', text);
        const value = createLocalCandleCache(storage).load('btcusdt', '1min');
        expect(value === null || Array.isArray(value)).toBe(true);
      }),
    );
    const storage = createMemoryStorage();
    storage.setItem('Market-Candles', JSON.stringify([['btcusdt:1min', [{ timestamp: 1, open: 'x' }]]]));
    expect(createLocalCandleCache(storage).load('btcusdt', '1min')).toBeNull();
  });

  it('survives a storage that refuses everything', () => {
    const cache = createLocalCandleCache(createThrowingStorage());
    expect(() => cache.save('btcusdt', '5min', series(3))).not.toThrow();
    expect(cache.load('btcusdt', '5min')).toBeNull();
  });
});
