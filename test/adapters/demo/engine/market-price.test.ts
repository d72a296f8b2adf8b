import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMarket, findPair, MARKET_PAIRS } from '../../../../src/adapters/demo/engine';
import { PAIR_PRECISION } from '../../../../src/domain/precision';
import { anyPair, anySeed, anyTime } from './support/arbitraries';

const market = createMarket('price-tests');

function places(base: string, quote: string): number {
  const pair = findPair(base, quote);
  if (!pair) throw new Error(`no pair ${base}/${quote}`);
  return pair.places;
}

describe('market price path', () => {
  it('quotes every pair of the SPEC precision table, plus USDC/USDT', () => {
    for (const [quote, bases] of Object.entries(PAIR_PRECISION)) {
      for (const [base, decimals] of Object.entries(bases))
        expect(findPair(base, quote)?.places).toBe(decimals);
    }
    expect(findPair('USDC', 'USDT')?.places).toBe(4);
    expect(findPair('btc', 'usdc')?.places).toBe(2);
    expect(findPair('SHIB', 'BTC')).toBeUndefined();
  });

  it('gives the same price for the same seed and time, from separate instances', () => {
    fc.assert(
      fc.property(anySeed, anyPair, anyTime, (seed, pair, t) => {
        expect(createMarket(seed).price(pair, t)).toBe(createMarket(seed).price(pair, t));
      }),
    );
  });

  it('gives different paths for different seeds', () => {
    fc.assert(
      fc.property(anySeed, anySeed, anyTime, (a, b, t) => {
        fc.pre(a !== b);
        const times = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => t + i * 3_600_000);
        const pathOf = (seed: string) =>
          times.map((time) => createMarket(seed).price({ base: 'BTC', quote: 'USDT' }, time));
        expect(pathOf(a)).not.toEqual(pathOf(b));
      }),
      { numRuns: 50 },
    );
  });

  it('writes every price with exactly the pair precision', () => {
    fc.assert(
      fc.property(anyPair, anyTime, (pair, t) => {
        const decimals = places(pair.base, pair.quote);
        const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${decimals}}$`);
        expect(market.price(pair, t)).toMatch(pattern);
      }),
    );
  });

  it('keeps prices near realistic levels across seeds and years', () => {
    const levels: Record<string, [number, number]> = {
      BTC: [30_000, 300_000],
      ETH: [1_000, 10_000],
      LTC: [30, 300],
      XRP: [0.5, 8],
      ADA: [0.2, 3],
      DOGE: [0.07, 1.5],
      EOS: [0.15, 3],
      SHIB: [0.000004, 0.0001],
      USDC: [0.99, 1.01],
    };
    // A fixed sample (10 seeds x 25 times over five years), so the check cannot flake.
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'demo-exchange', 'test-seed']) {
      const seeded = createMarket(seed);
      for (let i = 0; i < 25; i += 1) {
        const t = Date.UTC(2023, 0, 1) + i * 73 * 86_400_000 + i * 7_777_777;
        for (const [coin, [low, high]] of Object.entries(levels)) {
          const price = Number(seeded.price({ base: coin, quote: 'USDT' }, t));
          expect(price, `${coin} seed ${seed} at ${t}`).toBeGreaterThanOrEqual(low);
          expect(price, `${coin} seed ${seed} at ${t}`).toBeLessThanOrEqual(high);
        }
      }
    }
  });

  it('prices cross pairs as the ratio of the USDT prices at the same time', () => {
    const crosses = MARKET_PAIRS.filter((pair) => pair.quote !== 'USDT');
    fc.assert(
      fc.property(fc.constantFrom(...crosses), anyTime, (pair, t) => {
        const base = market.price({ base: pair.base, quote: 'USDT' }, t);
        const quote = market.price({ base: pair.quote, quote: 'USDT' }, t);
        const ratio = Number(base) / Number(quote);
        // Each side is truncated to its own ticks, the cross to its own: the ratio agrees
        // within those ticks, and no more.
        const tolerance =
          10 ** -pair.places +
          ratio *
            (10 ** -places(pair.base, 'USDT') / Number(base) +
              10 ** -places(pair.quote, 'USDT') / Number(quote)) +
          ratio * 1e-9;
        expect(Math.abs(Number(market.price(pair, t)) - ratio)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('moves the price between nearby instants but not wildly', () => {
    fc.assert(
      fc.property(anyTime, (t) => {
        const pair = { base: 'BTC', quote: 'USDT' };
        const now = Number(market.price(pair, t));
        const later = Number(market.price(pair, t + 60_000));
        expect(Math.abs(later / now - 1)).toBeLessThan(0.02);
      }),
    );
    const day = [...Array(48).keys()].map((i) =>
      market.price({ base: 'BTC', quote: 'USDT' }, Date.UTC(2026, 0, 1) + i * 1_800_000),
    );
    expect(new Set(day).size).toBeGreaterThan(40);
  });

  it('refuses a pair it does not quote and a time before 1970', () => {
    expect(() => market.price({ base: 'SHIB', quote: 'BTC' }, 0)).toThrow('Trading pair not supported');
    expect(() => market.price({ base: 'BTC', quote: 'USDT' }, -1)).toThrow(RangeError);
  });
});
