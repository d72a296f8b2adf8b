import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalMarketPreferences } from '../../../src/adapters/storage/market-preferences.adapter';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { defaultUpColour } from '../../../src/domain/market/up-colour';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';

describe('the local market preferences', () => {
  it('keeps favourites across visits', () => {
    const storage = createMemoryStorage();
    createLocalMarketPreferences(storage).saveFavourites(['btcusdt', 'ethusdt', 'btcusdt']);
    expect(createLocalMarketPreferences(storage).favourites()).toEqual(['btcusdt', 'ethusdt']);
  });

  it('drops foreign favourites and survives any stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const storage = createMemoryStorage();
        storage.setItem('Market-Favourites', text);
        const favourites = createLocalMarketPreferences(storage).favourites();
        expect(favourites.every((s) => /^[a-z0-9]{2,20}$/.test(s))).toBe(true);
      }),
    );
  });

  it('keeps the chosen up colour; nothing chosen reads null', () => {
    const storage = createMemoryStorage();
    expect(createLocalMarketPreferences(storage).upColour()).toBeNull();
    createLocalMarketPreferences(storage).saveUpColour('red');
    expect(createLocalMarketPreferences(storage).upColour()).toBe('red');
    storage.setItem('Market-Up-Colour', 'blue');
    expect(createLocalMarketPreferences(storage).upColour()).toBeNull();
  });

  it('keeps the last trading screen; anything else reads null', () => {
    const storage = createMemoryStorage();
    expect(createLocalMarketPreferences(storage).tradeKind()).toBeNull();
    createLocalMarketPreferences(storage).saveTradeKind('seconds');
    expect(createLocalMarketPreferences(storage).tradeKind()).toBe('seconds');
    storage.setItem('Trade-Kind', 'futures');
    expect(createLocalMarketPreferences(storage).tradeKind()).toBeNull();
  });

  it('defaults to red-up in Chinese and green-up elsewhere', () => {
    expect(defaultUpColour('zh-CN')).toBe('red');
    expect(defaultUpColour('en-US')).toBe('green');
    expect(defaultUpColour('ja')).toBe('green');
  });

  it('never throws when storage refuses', () => {
    const prefs = createLocalMarketPreferences(createThrowingStorage());
    expect(() => prefs.saveFavourites(['btcusdt'])).not.toThrow();
    expect(prefs.favourites()).toEqual([]);
    expect(prefs.upColour()).toBeNull();
  });
});
