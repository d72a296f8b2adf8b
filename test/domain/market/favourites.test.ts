import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toggleFavourite } from '../../../src/domain/market/favourites';
import { upColourFor } from '../../../src/domain/market/up-colour';

describe('favourites', () => {
  it('adds a missing pair at the end and removes a present one', () => {
    expect(toggleFavourite(['ethusdt'], 'btcusdt')).toEqual(['ethusdt', 'btcusdt']);
    expect(toggleFavourite(['ethusdt', 'btcusdt'], 'ethusdt')).toEqual(['btcusdt']);
  });

  it('toggling twice gives the list back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (list, symbol) => {
        const once = toggleFavourite(list, symbol);
        expect(once.filter((s) => s === symbol).length).toBe(list.includes(symbol) ? 0 : 1);
        if (!list.includes(symbol)) expect(toggleFavourite(once, symbol)).toEqual(list);
      }),
    );
  });
});

describe('up colour', () => {
  it('is the user choice, else the locale default', () => {
    expect(upColourFor(null, 'zh-CN')).toBe('red');
    expect(upColourFor(null, 'ja')).toBe('green');
    expect(upColourFor('green', 'zh-CN')).toBe('green');
  });
});
