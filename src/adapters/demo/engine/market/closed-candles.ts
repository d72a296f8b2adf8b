import type { Candle } from '../../../../domain/market/market';

/**
 * Completed candles never change, so the market keeps the ones it built: a chart asks for its
 * whole series again on every return to the tab and every switch back to a view. What it keeps
 * is what a chart can show, per view (pair and timeframe): the newest run of one series, at
 * most `perView` candles, for the `views` asked for last. A chart left open for a day keeps its
 * series' length, not every minute that ever closed.
 */
export interface ClosedCandles {
  /**
   * The `count` closed candles of `view` from `first`, `span` apart: the kept ones as they
   * are, the others from `build`. Each is a copy, so no caller can change what is kept.
   */
  get(view: string, first: number, count: number, span: number, build: (start: number) => Candle): Candle[];
  /** The candles kept, over every view. */
  size(): number;
}

/** One view's kept candles: consecutive, the first starting at `start`. */
interface Run {
  start: number;
  candles: Candle[];
}

export interface ClosedCandleLimits {
  views: number;
  perView: number;
}

export function createClosedCandles({ views, perView }: ClosedCandleLimits): ClosedCandles {
  // In the order the views were last asked for, the latest last.
  const runs = new Map<string, Run>();
  return {
    get(view, first, count, span, build) {
      const run = runs.get(view);
      const keptAt = (start: number) => {
        if (!run) return undefined;
        const index = (start - run.start) / span;
        return Number.isInteger(index) ? run.candles[index] : undefined;
      };
      const asked = Array.from({ length: count }, (_, i) => {
        const start = first + i * span;
        return keptAt(start) ?? build(start);
      });
      runs.delete(view);
      runs.set(view, joined(run, { start: first, candles: asked }, span, perView));
      for (const oldest of runs.keys()) {
        if (runs.size <= views) break;
        runs.delete(oldest);
      }
      return asked.map((candle) => ({ ...candle }));
    },
    size: () => [...runs.values()].reduce((sum, run) => sum + run.candles.length, 0),
  };
}

/**
 * The run kept after an answer: the asked candles with the kept ones they overlap or touch
 * (else the asked ones alone), cut to the newest `limit`.
 */
function joined(kept: Run | undefined, asked: Run, span: number, limit: number): Run {
  const end = (run: Run) => run.start + run.candles.length * span;
  const touches = kept !== undefined && asked.start <= end(kept) && kept.start <= end(asked);
  let run = asked;
  if (touches) {
    const before = kept.candles.slice(0, Math.max(0, (asked.start - kept.start) / span));
    const after = kept.candles.slice(Math.max(0, (end(asked) - kept.start) / span));
    run = { start: Math.min(kept.start, asked.start), candles: [...before, ...asked.candles, ...after] };
  }
  const extra = run.candles.length - limit;
  return extra > 0 ? { start: run.start + extra * span, candles: run.candles.slice(extra) } : run;
}
