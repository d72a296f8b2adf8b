import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FAVOURITES_TAB,
  feedQuoteOf,
  QUOTE_TABS,
  readMarketListView,
  writeMarketListView,
  type MarketListView,
} from '../../../../src/ui/features/market/overview/market-list-address';

const read = (query: string) => readMarketListView(new URLSearchParams(query));

describe('the market list in the address', () => {
  it('reads the quote tab and the sort', () => {
    expect(read('quote=BTC&sort=change-desc')).toEqual({
      tab: 'BTC',
      sort: { key: 'change', order: 'desc' },
    });
    expect(read('quote=favourites')).toEqual({ tab: FAVOURITES_TAB, sort: null });
  });

  it('reads anything unknown as the default list', () => {
    expect(read('')).toEqual({ tab: 'USDT', sort: null });
    expect(read('quote=DOGE&sort=change-up')).toEqual({ tab: 'USDT', sort: null });
    expect(read('sort=colour-asc')).toEqual({ tab: 'USDT', sort: null });
  });

  it('leaves the defaults out and keeps other parameters', () => {
    const written = writeMarketListView(new URLSearchParams('quote=BTC&sort=name-asc&x=1'), {
      tab: 'USDT',
      sort: null,
    });
    expect(written.toString()).toBe('x=1');
  });

  it('reads back every view it writes', () => {
    const view = fc.record<MarketListView>({
      tab: fc.constantFrom(FAVOURITES_TAB, ...QUOTE_TABS),
      sort: fc.option(
        fc.record({
          key: fc.constantFrom('name' as const, 'price' as const, 'change' as const, 'volume' as const),
          order: fc.constantFrom('asc' as const, 'desc' as const),
        }),
      ),
    });
    fc.assert(
      fc.property(view, (v) => {
        expect(readMarketListView(writeMarketListView(new URLSearchParams(), v))).toEqual(v);
      }),
    );
  });

  it('polls the USDT list for favourites', () => {
    expect(feedQuoteOf(FAVOURITES_TAB)).toBe('USDT');
    expect(feedQuoteOf('ETH')).toBe('ETH');
  });
});
