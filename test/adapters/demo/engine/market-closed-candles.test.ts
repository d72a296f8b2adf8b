import { describe, expect, it } from 'vitest';
import { createClosedCandles } from '../../../../src/adapters/demo/engine/market/closed-candles';
import type { Candle } from '../../../../src/domain/market/market';

const MINUTE = 60_000;
const SERIES = 2_000;
const start = Date.UTC(2026, 0, 5, 9, 0);

/** A candle that says which call built it, and a count of the candles built. */
function builder() {
  let built = 0;
  const build = (timestamp: number): Candle => {
    built += 1;
    return { timestamp, open: '1', close: '1', high: '1', low: '1', volume: `${built}`, turnover: '0' };
  };
  return { build, built: () => built };
}

/** What a chart asks for at `now`: the full series, or a poll's newest two closed candles. */
function ask(
  closed: ReturnType<typeof createClosedCandles>,
  view: string,
  now: number,
  size: number,
  build: (t: number) => Candle,
) {
  const current = Math.floor(now / MINUTE) * MINUTE;
  const first = current - (size - 1) * MINUTE;
  return closed.get(view, first, size - 1, MINUTE, build);
}

describe('the closed candles the demo market keeps', () => {
  it('keeps one series of a chart left open for a day, not every minute that closed', () => {
    const closed = createClosedCandles({ views: 4, perView: SERIES });
    const { build } = builder();
    ask(closed, 'btcusdt|1min', start, SERIES, build);
    // A trading day of 5-second polls, each asking for the newest candles.
    for (let now = start; now <= start + 8 * 3_600_000; now += 5_000)
      ask(closed, 'btcusdt|1min', now, 3, build);
    expect(closed.size()).toBeLessThanOrEqual(SERIES);
  });

  it('keeps the series of the last few views only', () => {
    const closed = createClosedCandles({ views: 4, perView: SERIES });
    const { build } = builder();
    for (const symbol of ['btcusdt', 'ethusdt', 'ltcusdt', 'xrpusdt', 'adausdt', 'dogeusdt']) {
      ask(closed, `${symbol}|1min`, start, SERIES, build);
    }
    expect(closed.size()).toBeLessThanOrEqual(4 * SERIES);
  });

  it('answers a return to the view from the candles kept, building none of them again', () => {
    const closed = createClosedCandles({ views: 4, perView: SERIES });
    const { build, built } = builder();
    const first = ask(closed, 'btcusdt|1min', start, SERIES, build);
    for (let now = start; now <= start + 3_600_000; now += 5_000) ask(closed, 'btcusdt|1min', now, 3, build);
    const before = built();
    const again = ask(closed, 'btcusdt|1min', start + 3_600_000, SERIES, build);
    expect(built() - before).toBe(0);
    expect(again).toHaveLength(SERIES - 1);
    expect(again.slice(0, SERIES - 61)).toEqual(first.slice(60));
    expect(again.map((c) => c.timestamp)).toEqual(
      again.map((_, i) => (again[0]?.timestamp ?? 0) + i * MINUTE),
    );
  });

  it('hands out copies, so a caller cannot change a kept candle', () => {
    const closed = createClosedCandles({ views: 4, perView: SERIES });
    const { build } = builder();
    const [candle] = ask(closed, 'btcusdt|1min', start, 3, build);
    if (candle) candle.close = '999';
    expect(ask(closed, 'btcusdt|1min', start, 3, build)[0]?.close).toBe('1');
  });
});
