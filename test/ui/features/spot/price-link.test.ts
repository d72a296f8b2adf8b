import { describe, expect, it } from 'vitest';
import { priceFromLink, spotEntryLink } from '../../../../src/ui/features/spot/order/price-link';

const btc = { base: 'BTC', quote: 'USDT' };
const query = (search: string) => new URLSearchParams(search);

describe("the phone pair screen's Buy and Sell carry the price picked on its book", () => {
  it('links to the spot screen with the side, and the price once one was picked', () => {
    expect(spotEntryLink(btc, 'buy', null)).toBe('/coin/btcusdt?side=buy');
    expect(spotEntryLink(btc, 'sell', '93648.20')).toBe('/coin/btcusdt?side=sell&price=93648.20');
  });

  it("reads the price back in the pair's places, and nothing that is not a positive price", () => {
    expect(priceFromLink(query('side=buy&price=93648.2'), btc)).toBe('93648.20');
    expect(priceFromLink(query('price=93648.2599'), btc)).toBe('93648.25');
    expect(priceFromLink(query('price=0.2599'), { base: 'DOGE', quote: 'USDT' })).toBe('0.259900');
    for (const bad of ['', 'side=buy', 'price=', 'price=-5', 'price=0', 'price=abc', 'price=1e5'])
      expect(priceFromLink(query(bad), btc)).toBeNull();
  });
});
