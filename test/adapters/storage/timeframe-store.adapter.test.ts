import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createLocalTimeframeStore } from '../../../src/adapters/storage/timeframe-store.adapter';
import { isTimeframe } from '../../../src/domain/market/timeframe';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';

describe('the local timeframe store', () => {
  it('keeps one timeframe per pair across visits', () => {
    const storage = createMemoryStorage();
    createLocalTimeframeStore(storage).saveTimeframe('btcusdt', '15min');
    createLocalTimeframeStore(storage).saveTimeframe('ethusdt', '1day');
    const again = createLocalTimeframeStore(storage);
    expect(again.timeframe('btcusdt')).toBe('15min');
    expect(again.timeframe('ethusdt')).toBe('1day');
    expect(again.timeframe('xrpusdt')).toBeNull();
  });

  it('reads foreign stored text as "not chosen" and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json()),
        fc.constantFrom('btcusdt', '__proto__', 'constructor'),
        (text, symbol) => {
          const storage = createMemoryStorage();
          storage.setItem('Market-Timeframes', text);
          const value = createLocalTimeframeStore(storage).timeframe(symbol);
          expect(value === null || isTimeframe(value)).toBe(true);
        },
      ),
    );
  });

  it('survives a storage that refuses everything', () => {
    const store = createLocalTimeframeStore(createThrowingStorage());
    expect(() => store.saveTimeframe('btcusdt', '5min')).not.toThrow();
    expect(store.timeframe('btcusdt')).toBeNull();
  });
});
