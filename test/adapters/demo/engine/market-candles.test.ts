import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMarket, pairReads } from '../../../../src/adapters/demo/engine';
import { TIMEFRAME_SECONDS } from '../../../../src/domain/market/market';
import type { Candle, Pair, Timeframe } from '../../../../src/domain/market/market';
import { cmp } from '../../../../src/domain/precision';
import { anyPair, anyTime } from './support/arbitraries';
import { aggregate, normalised } from './support/candle-math';

const prices = createMarket('candle-tests');
const market = pairReads(prices);

/** The 1min candles inside one higher-timeframe candle, as the 1min call returns them at `now`. */
function minutesOf(pair: Pair, candle: Candle, timeframe: Timeframe, now: number): Candle[] {
  const end = Math.min(candle.timestamp + TIMEFRAME_SECONDS[timeframe] * 1_000, now + 1);
  const count = Math.ceil((now - candle.timestamp + 1) / 60_000) + 1;
  return market
    .candles(pair, '1min', count, now)
    .filter((minute) => minute.timestamp >= candle.timestamp && minute.timestamp < end);
}

function expectAggregates(pair: Pair, timeframe: Timeframe, now: number, size: number): void {
  const candles = market.candles(pair, timeframe, size, now);
  for (const candle of candles) {
    const minutes = minutesOf(pair, candle, timeframe, now);
    expect(minutes.length).toBe(
      Math.min(TIMEFRAME_SECONDS[timeframe] / 60, Math.floor((now - candle.timestamp) / 60_000) + 1),
    );
    expect(normalised(candle), `${timeframe} ${candle.timestamp}`).toEqual(aggregate(minutes));
  }
}

describe('market candles', () => {
  it('returns the requested number of candles, oldest first, ending with the current one', () => {
    const now = Date.UTC(2026, 2, 3, 10, 17, 42, 123);
    for (const timeframe of ['1min', '5min', '15min', '30min', '1day'] as const) {
      const candles = market.candles({ base: 'ETH', quote: 'USDT' }, timeframe, 50, now);
      const span = TIMEFRAME_SECONDS[timeframe] * 1_000;
      expect(candles).toHaveLength(50);
      expect(candles[49]?.timestamp).toBe(Math.floor(now / span) * span);
      candles
        .slice(1)
        .forEach((candle, i) => expect(candle.timestamp - (candles[i]?.timestamp ?? 0)).toBe(span));
    }
  });

  it('opens each candle at the price of its start and closes at the price of its end, or now', () => {
    fc.assert(
      fc.property(anyPair, anyTime, (pair, now) => {
        const candles = market.candles(pair, '1min', 5, now);
        for (const candle of candles) {
          expect(candle.open).toBe(prices.price(pair, candle.timestamp));
          expect(candle.close).toBe(prices.price(pair, Math.min(candle.timestamp + 60_000, now)));
        }
      }),
      { numRuns: 50 },
    );
  });

  it('keeps high at or above open and close, and low at or below them', () => {
    fc.assert(
      fc.property(
        anyPair,
        anyTime,
        fc.constantFrom<Timeframe>('1min', '5min', '15min', '30min', '1day'),
        (pair, now, tf) => {
          for (const candle of market.candles(pair, tf, 10, now)) {
            expect(cmp(candle.high, candle.open)).toBeGreaterThanOrEqual(0);
            expect(cmp(candle.high, candle.close)).toBeGreaterThanOrEqual(0);
            expect(cmp(candle.low, candle.open)).toBeLessThanOrEqual(0);
            expect(cmp(candle.low, candle.close)).toBeLessThanOrEqual(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('bounds every price inside a 1min candle by its high and low', () => {
    fc.assert(
      fc.property(
        anyPair,
        anyTime,
        fc.array(fc.integer({ min: 0, max: 59_999 }), { minLength: 1, maxLength: 20 }),
        (pair, now, offsets) => {
          const [candle] = market.candles(pair, '1min', 2, now);
          if (!candle) throw new Error('no candle');
          for (const offset of offsets) {
            const price = prices.price(pair, candle.timestamp + offset);
            expect(cmp(price, candle.high)).toBeLessThanOrEqual(0);
            expect(cmp(price, candle.low)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('makes each 5min candle exactly the aggregate of its five 1min candles', () => {
    fc.assert(
      fc.property(anyPair, anyTime, (pair, now) => expectAggregates(pair, '5min', now, 3)),
      { numRuns: 60 },
    );
  });

  it('makes each 15min and 30min candle exactly the aggregate of its 1min candles', () => {
    fc.assert(
      fc.property(anyPair, anyTime, fc.constantFrom<Timeframe>('15min', '30min'), (pair, now, tf) =>
        expectAggregates(pair, tf, now, 2),
      ),
      { numRuns: 30 },
    );
  });

  it('makes each 1day candle exactly the aggregate of its 1440 1min candles', () => {
    fc.assert(
      fc.property(anyPair, anyTime, (pair, now) => expectAggregates(pair, '1day', now, 1)),
      { numRuns: 8 },
    );
    // A completed day too: the candle before the current one.
    const now = Date.UTC(2026, 4, 2, 0, 30);
    const [yesterday] = market.candles({ base: 'DOGE', quote: 'BTC' }, '1day', 2, now);
    if (!yesterday) throw new Error('no candle');
    const minutes = market
      .candles({ base: 'DOGE', quote: 'BTC' }, '1min', 1_441, yesterday.timestamp + 86_400_000)
      .slice(0, 1_440);
    expect(normalised(yesterday)).toEqual(aggregate(minutes));
  });

  it('gives the same candles for the same seed and time, cached or not', () => {
    fc.assert(
      fc.property(anyPair, anyTime, (pair, now) => {
        const fresh = pairReads(createMarket('candle-tests')).candles(pair, '5min', 20, now);
        expect(market.candles(pair, '5min', 20, now)).toEqual(fresh);
        expect(market.candles(pair, '5min', 20, now)).toEqual(fresh);
      }),
      { numRuns: 30 },
    );
  });

  it('grows the current candle volume as time passes and never rewrites completed candles', () => {
    const pair = { base: 'BTC', quote: 'USDT' };
    const start = Date.UTC(2026, 0, 1, 9, 0, 0);
    const early = market.candles(pair, '1min', 3, start + 10_000);
    const late = market.candles(pair, '1min', 3, start + 50_000);
    expect(late.slice(0, 2)).toEqual(early.slice(0, 2));
    expect(cmp(late[2]?.volume ?? '0', early[2]?.volume ?? '0')).toBeGreaterThanOrEqual(0);
  });

  // How fast is the bench's to say (npm run bench), not a timed unit test's.
  it('computes 2000 daily candles, one a day in order', () => {
    const candles = pairReads(createMarket('timing')).candles(
      { base: 'ETH', quote: 'BTC' },
      '1day',
      2_000,
      Date.UTC(2026, 5, 1),
    );
    expect(candles).toHaveLength(2_000);
    const DAY = 86_400_000;
    expect(candles.every((c, i) => i === 0 || c.timestamp - (candles[i - 1]?.timestamp ?? 0) === DAY)).toBe(
      true,
    );
  });
});
