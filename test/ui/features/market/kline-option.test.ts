import { describe, expect, it } from 'vitest';
import { baseOption, extentPatch, historyPatch } from '../../../../src/ui/features/market/kline/kline-option';
import type { KlineLive } from '../../../../src/ui/features/market/kline/kline-series';

const live: KlineLive = {
  candle: [[9, 100, 104, 98, 106]],
  volume: [{ value: [9, 3.5], rising: true }],
  averages: [
    [
      [8, 101],
      [9, 102],
    ],
    [[9, 99]],
    [],
  ],
};

describe('kline option and the forming candle', () => {
  it('holds no series for the forming candle: the live layer draws it, echarts only makes room', () => {
    const ids = baseOption({ up: 'green', down: 'red' }, 2).series.map((s) => s.id);
    expect(ids).toEqual([
      'candle-h',
      'vol-up',
      'vol-down',
      'ma5',
      'ma10',
      'ma30',
      'live-price',
      'live-volume',
    ]);
  });

  it('gives the price axis the high, the low and the live averages, and the volume axis the volume', () => {
    expect(extentPatch(live).series).toEqual([
      {
        id: 'live-price',
        data: [
          [9, 98],
          [9, 106],
          [9, 101],
          [9, 102],
          [9, 99],
        ],
      },
      { id: 'live-volume', data: [[9, 3.5]] },
    ]);
  });

  it('empties both when there is no forming candle', () => {
    const none: KlineLive = { candle: [], volume: [], averages: [[], [], []] };
    expect(extentPatch(none).series.map((s) => s.data)).toEqual([[], []]);
  });
});

describe('the zoom window after new history', () => {
  const history = (total: number) => ({
    categories: Array.from({ length: total }, (_, i) => i * 60_000),
    candles: [],
    volumeUp: [],
    volumeDown: [],
    averages: [],
  });

  it('shows the newest `span` candles when pinned, so a longer history does not show the oldest', () => {
    expect(historyPatch(history(2000), String, 120).dataZoom).toEqual([{ startValue: 1880, endValue: 1999 }]);
    expect(historyPatch(history(50), String, 120).dataZoom).toEqual([{ startValue: 0, endValue: 49 }]);
  });

  it('leaves the window where the trader put it when not pinned', () => {
    expect(historyPatch(history(2000), String, null)).not.toHaveProperty('dataZoom');
  });
});
