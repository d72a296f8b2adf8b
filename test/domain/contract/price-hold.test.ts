import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceHold } from '../../../src/domain/contract/price-hold';

describe('priceHold', () => {
  it('holds trading until the first price arrives, even when the empty feed is not stale', () => {
    expect(priceHold({ price: undefined, feedReady: false, stale: false })).toBe('noPrice');
  });

  it('holds trading while the feed has answered without a price for the pair', () => {
    expect(priceHold({ price: undefined, feedReady: true, stale: false })).toBe('noPrice');
  });

  it('lets trading on with a fresh price of the pair', () => {
    expect(priceHold({ price: '65000.12', feedReady: true, stale: false })).toBeNull();
  });

  it('says stale before anything else while the feed is stale, price or not', () => {
    expect(priceHold({ price: '65000.12', feedReady: false, stale: true })).toBe('stale');
    expect(priceHold({ price: undefined, feedReady: false, stale: true })).toBe('stale');
  });

  it('lets trading on only with a price, a ready feed and no staleness', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.boolean(),
        fc.boolean(),
        (price, feedReady, stale) => {
          const open = priceHold({ price, feedReady, stale }) === null;
          expect(open).toBe(price !== undefined && feedReady && !stale);
        },
      ),
    );
  });
});
