import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectCandles,
  selectPairTicker,
  selectTimeframe,
} from '../../../src/application/market/pair-detail.selectors';
import { flush, startDetail } from './pair-detail.fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const step = fc.oneof(
  fc.record({ kind: fc.constant('tick' as const) }),
  fc.record({
    kind: fc.constant('timeframe' as const),
    to: fc.constantFrom('1min' as const, '5min' as const),
  }),
  fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), fail: fc.boolean() }),
);

describe('pair detail ordering', () => {
  it('never shows an older answer, nor one for a timeframe no longer shown', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const { actor, pending } = startDetail();
        const answered = new Set<number>();
        let lastShown = 0;
        for (const s of steps) {
          if (s.kind === 'tick') await vi.advanceTimersByTimeAsync(5_000);
          if (s.kind === 'timeframe') actor.send({ type: 'timeframe.select', timeframe: s.to });
          if (s.kind === 'answer') {
            const waiting = pending.map((_, i) => i).filter((i) => !answered.has(i));
            const index = waiting[s.pick % Math.max(1, waiting.length)];
            const entry = index === undefined ? undefined : pending[index];
            if (index !== undefined && entry) {
              answered.add(index);
              // Answer n carries close = n + 1, and candles that name their timeframe.
              if (s.fail) entry.reject(new Error('down'));
              else {
                const close = String(index + 1);
                entry.resolve({
                  candles: [
                    {
                      timestamp: 0,
                      open: close,
                      close,
                      high: close,
                      low: close,
                      volume: '1',
                      turnover: entry.request.timeframe,
                    },
                  ],
                  depth: { bids: [], asks: [], timestamp: 0 },
                  deals: [],
                  ticker: {
                    base: 'BTC',
                    quote: 'USDT',
                    logo: '',
                    open: close,
                    close,
                    high: close,
                    low: close,
                    vol: '1',
                  },
                  failures: {},
                  full: entry.request.size >= 2000,
                });
              }
              await flush();
            }
          }
          const ticker = selectPairTicker(actor.getSnapshot());
          const shown = ticker === null ? 0 : Number(ticker.close);
          const timeframe = selectTimeframe(actor.getSnapshot());
          for (const c of selectCandles(actor.getSnapshot()) ?? []) expect(c.turnover).toBe(timeframe);
          if (s.kind !== 'timeframe') expect(shown).toBeGreaterThanOrEqual(lastShown);
          lastShown = shown;
        }
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
