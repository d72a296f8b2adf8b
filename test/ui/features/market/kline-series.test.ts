import { describe, expect, it } from 'vitest';
import type { Candle } from '../../../../src/domain/market/market';
import {
  CANDLE_SIZE,
  changeOf,
  endsOf,
  historyOf,
  liveOf,
  VALUE_SIZE,
} from '../../../../src/ui/features/market/kline/kline-series';

const c = (minute: number, open: string, close: string, volume = '1'): Candle => ({
  timestamp: minute * 60_000,
  open,
  close,
  high: close > open ? close : open,
  low: close > open ? open : close,
  volume,
  turnover: '0',
});

/** A packed series read back as its points. */
const pointsOf = (packed: Float64Array | undefined, size: number) =>
  Array.from({ length: (packed?.length ?? 0) / size }, (_, i) =>
    Array.from(packed?.subarray(i * size, (i + 1) * size) ?? []),
  );

const series = (n: number) => Array.from({ length: n }, (_, i) => c(i, String(100 + i), String(101 + i)));

describe('kline series', () => {
  it('splits the closed candles from the forming one', () => {
    const candles = series(40);
    const history = historyOf(candles);
    expect(pointsOf(history.candles, CANDLE_SIZE)).toHaveLength(39);
    expect(pointsOf(history.candles, CANDLE_SIZE)[38]).toEqual([38, 138, 139, 138, 139]);
    expect(history.categories).toHaveLength(40);
    expect(liveOf(candles).candle).toEqual([[39, 139, 140, 139, 140]]);
  });

  it('draws MA5 from the fifth close on, and the live segment joins the last closed average', () => {
    const candles = series(40);
    const ma5 = pointsOf(historyOf(candles).averages[0], VALUE_SIZE);
    expect(ma5[0]).toEqual([4, (101 + 102 + 103 + 104 + 105) / 5]);
    // One average per closed candle from the fifth on: 39 closed, so 35.
    expect(ma5).toHaveLength(35);
    const live = liveOf(candles).averages[0];
    expect(live?.[0]).toEqual(ma5.at(-1));
    expect(live?.[1]).toEqual([39, (136 + 137 + 138 + 139 + 140) / 5]);
  });

  it('sorts closed volumes into rising and falling bars', () => {
    const history = historyOf([c(0, '10', '11', '5'), c(1, '11', '10', '7'), c(2, '10', '10', '1')]);
    expect(pointsOf(history.volumeUp, VALUE_SIZE)).toEqual([[0, 5]]);
    expect(pointsOf(history.volumeDown, VALUE_SIZE)).toEqual([[1, 7]]);
  });

  it('tells a forming-candle tick from a new candle', () => {
    const before = series(10);
    const tick = [...before.slice(0, -1), c(9, '109', '111')];
    expect(changeOf(endsOf(before), tick)).toBe('live');
    expect(changeOf(endsOf(before), [...before])).toBe('none');
    expect(changeOf(endsOf(before), [...before.slice(1), c(10, '111', '112')])).toBe('history');
    expect(changeOf(endsOf(before), before.slice(1))).toBe('history');
    expect(changeOf(endsOf([]), [])).toBe('none');
    expect(changeOf(null, before)).toBe('history');
  });
});
