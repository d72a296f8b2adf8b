import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMarket, findPair, pairReads } from '../../../../src/adapters/demo/engine';
import { DEPTH_LEVELS } from '../../../../src/domain/market/market';
import { cmp, gt } from '../../../../src/domain/precision';
import { anyPair, anyTime } from './support/arbitraries';

const market = createMarket('book-tests');
const reads = pairReads(market);

describe('market depth', () => {
  it('has 20 strictly ordered levels a side around the price: best bid < price <= best ask', () => {
    fc.assert(
      fc.property(anyPair, anyTime, (pair, now) => {
        const depth = reads.depth(pair, now);
        const price = market.price(pair, Math.floor(now / 1_000) * 1_000);
        expect(depth.asks).toHaveLength(DEPTH_LEVELS);
        expect(depth.bids).toHaveLength(DEPTH_LEVELS);
        expect(cmp(depth.bids[0]?.price ?? '0', price)).toBe(-1);
        expect(cmp(depth.asks[0]?.price ?? '0', price)).toBeGreaterThanOrEqual(0);
        depth.asks
          .slice(1)
          .forEach((level, i) => expect(gt(level.price, depth.asks[i]?.price ?? '0')).toBe(true));
        depth.bids
          .slice(1)
          .forEach((level, i) => expect(gt(depth.bids[i]?.price ?? '0', level.price)).toBe(true));
        for (const level of [...depth.asks, ...depth.bids]) {
          expect(gt(level.amount, '0')).toBe(true);
          expect(gt(level.price, '0')).toBe(true);
        }
      }),
    );
  });

  it('writes book prices with the pair precision', () => {
    fc.assert(
      fc.property(anyPair, anyTime, (pair, now) => {
        const places = findPair(pair.base, pair.quote)?.places ?? 0;
        for (const level of reads.depth(pair, now).asks)
          expect(level.price.split('.')[1]?.length ?? 0).toBe(places);
      }),
      { numRuns: 50 },
    );
  });

  it('is the same book within a second and for the same seed, and changes between seconds', () => {
    fc.assert(
      fc.property(anyPair, anyTime, (pair, now) => {
        const second = Math.floor(now / 1_000) * 1_000;
        expect(reads.depth(pair, second + 999)).toEqual(
          pairReads(createMarket('book-tests')).depth(pair, second),
        );
      }),
      { numRuns: 50 },
    );
    const pair = { base: 'BTC', quote: 'USDT' };
    expect(reads.depth(pair, Date.UTC(2026, 0, 1, 0, 0, 1))).not.toEqual(
      reads.depth(pair, Date.UTC(2026, 0, 1, 0, 0, 2)),
    );
  });
});

describe('market deals', () => {
  it('lists the latest trades newest first, none after now, each at the path price of its instant', () => {
    fc.assert(
      fc.property(anyPair, anyTime, fc.integer({ min: 1, max: 40 }), (pair, now, count) => {
        const deals = reads.deals(pair, now, count);
        expect(deals).toHaveLength(count);
        deals.forEach((deal, i) => {
          expect(deal.timestamp).toBeLessThanOrEqual(now);
          expect(deal.price).toBe(market.price(pair, deal.timestamp));
          expect(gt(deal.amount, '0')).toBe(true);
          if (i > 0) expect(deal.timestamp).toBeLessThanOrEqual(deals[i - 1]?.timestamp ?? 0);
        });
        expect(new Set(deals.map((deal) => deal.id)).size).toBe(count);
      }),
      { numRuns: 50 },
    );
  });

  it('calls a trade above the one before it a buy and one below it a sell', () => {
    const deals = reads.deals({ base: 'ETH', quote: 'USDT' }, Date.UTC(2026, 0, 2), 60);
    deals.slice(0, -1).forEach((deal, i) => {
      const older = deals[i + 1];
      if (!older) return;
      const move = cmp(deal.price, older.price);
      if (move !== 0) expect(deal.side).toBe(move > 0 ? 'buy' : 'sell');
    });
  });

  it('gives the same deals for the same seed and time, and defaults to 20', () => {
    fc.assert(
      fc.property(anyPair, anyTime, (pair, now) => {
        const deals = reads.deals(pair, now);
        expect(deals).toHaveLength(20);
        expect(pairReads(createMarket('book-tests')).deals(pair, now)).toEqual(deals);
      }),
      { numRuns: 30 },
    );
  });
});

describe('market tickers', () => {
  it('opens at the price 24 h ago, closes at the price now, and bounds every price in between', () => {
    fc.assert(
      fc.property(
        anyPair,
        anyTime,
        fc.array(fc.integer({ min: 0, max: 86_400_000 }), { maxLength: 10 }),
        (pair, now, offsets) => {
          const ticker = market.ticker(pair, now);
          expect(ticker.open).toBe(market.price(pair, now - 86_400_000));
          expect(ticker.close).toBe(market.price(pair, now));
          for (const offset of offsets) {
            const price = market.price(pair, now - offset);
            expect(cmp(price, ticker.high)).toBeLessThanOrEqual(0);
            expect(cmp(price, ticker.low)).toBeGreaterThanOrEqual(0);
          }
          expect(gt(ticker.vol, '0')).toBe(true);
          expect(ticker.logo).toBe(''); // no pictures in the demo: the app draws the mark
        },
      ),
      { numRuns: 50 },
    );
  });

  it('lists the tickers of every pair quoted in a coin', () => {
    const now = Date.UTC(2026, 0, 5);
    expect(market.tickersByQuote('USDT', now).map((ticker) => ticker.base)).toEqual([
      'BTC',
      'ETH',
      'EOS',
      'LTC',
      'XRP',
      'ADA',
      'DOGE',
      'SHIB',
      'USDC',
    ]);
    expect(market.tickersByQuote('btc', now).map((ticker) => ticker.base)).toEqual([
      'ETH',
      'EOS',
      'LTC',
      'XRP',
      'ADA',
      'DOGE',
    ]);
    expect(market.tickersByQuote('ETH', now).map((ticker) => ticker.base)).toEqual(['EOS', 'ADA', 'DOGE']);
    expect(market.tickersByQuote('EUR', now)).toEqual([]);
  });
});
