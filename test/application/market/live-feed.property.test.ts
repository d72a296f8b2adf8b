import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectTickers } from '../../../src/application/market/live-feed.selectors';
import { flush, startFeed, ticker } from './live-feed.fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// Each request n answers with close = n, so the shown close is the sequence number of the data.
const shownSeq = (close: string | undefined) => (close === undefined ? 0 : Number(close));

describe('live feed ordering', () => {
  it('never regresses the shown data, whatever order the answers arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('tick' as const) }),
            fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), fail: fc.boolean() }),
          ),
          { maxLength: 40 },
        ),
        async (steps) => {
          const { actor, pending } = startFeed();
          const answered = new Set<number>();
          let lastShown = 0;
          for (const step of steps) {
            if (step.kind === 'tick') await vi.advanceTimersByTimeAsync(5_000);
            if (step.kind === 'answer') {
              const waiting = pending.map((_, i) => i).filter((i) => !answered.has(i));
              const index = waiting[step.pick % Math.max(1, waiting.length)];
              if (index !== undefined) {
                answered.add(index);
                if (step.fail) pending[index]?.reject(new Error('down'));
                else pending[index]?.resolve([ticker('BTC', String(index + 1))]);
                await flush();
              }
            }
            const shown = shownSeq(selectTickers(actor.getSnapshot())[0]?.close);
            expect(shown).toBeGreaterThanOrEqual(lastShown);
            lastShown = shown;
          }
          actor.stop();
        },
      ),
      { numRuns: 150 },
    );
  });
});
