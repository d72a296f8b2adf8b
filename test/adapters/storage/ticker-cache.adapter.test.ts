import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createLocalTickerCache } from '../../../src/adapters/storage/ticker-cache.adapter';
import type { Ticker } from '../../../src/domain/market/market';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';

const btc: Ticker = {
  base: 'BTC',
  quote: 'USDT',
  logo: '',
  open: '100',
  close: '101.5',
  high: '102',
  low: '99',
  vol: '12.5',
};

describe('the local ticker cache', () => {
  it('reads null when nothing was cached', () => {
    expect(createLocalTickerCache(createMemoryStorage()).load('USDT')).toBeNull();
  });

  it('keeps one entry per quote coin and reads each back', () => {
    const storage = createMemoryStorage();
    const eth = { ...btc, base: 'ETH', quote: 'BTC', close: '0.05' };
    createLocalTickerCache(storage).save('USDT', { tickers: [btc], savedAt: 10 });
    createLocalTickerCache(storage).save('BTC', { tickers: [eth], savedAt: 20 });
    expect(createLocalTickerCache(storage).load('USDT')).toEqual({ tickers: [btc], savedAt: 10 });
    expect(createLocalTickerCache(storage).load('BTC')).toEqual({ tickers: [eth], savedAt: 20 });
  });

  it('discards an entry with a price that is not a decimal string', () => {
    const storage = createMemoryStorage();
    storage.setItem(
      'Market-Tickers',
      JSON.stringify({ USDT: { tickers: [{ ...btc, close: 101 }], savedAt: 1 } }),
    );
    expect(createLocalTickerCache(storage).load('USDT')).toBeNull();
  });

  it('discards tickers filed under another quote coin', () => {
    const storage = createMemoryStorage();
    createLocalTickerCache(storage).save('BTC', { tickers: [btc], savedAt: 1 });
    expect(createLocalTickerCache(storage).load('BTC')).toBeNull();
  });

  it('never throws on corrupt or foreign stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const storage = createMemoryStorage();
        storage.setItem('Market-Tickers', text);
        const cache = createLocalTickerCache(storage);
        expect(() => cache.load('USDT')).not.toThrow();
        expect(() => cache.save('USDT', { tickers: [btc], savedAt: 1 })).not.toThrow();
      }),
    );
  });

  it('reads nothing and saves nothing, without throwing, when storage refuses', () => {
    const cache = createLocalTickerCache(createThrowingStorage());
    expect(() => cache.save('USDT', { tickers: [btc], savedAt: 1 })).not.toThrow();
    expect(cache.load('USDT')).toBeNull();
  });
});
