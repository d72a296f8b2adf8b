import { describe, expect, it } from 'vitest';
import {
  baseOption,
  extentPatch,
  historyPatch,
  optionWithData,
} from '../../../../src/ui/features/market/kline/kline-option';
import type { KlineHistory, KlineLive } from '../../../../src/ui/features/market/kline/kline-series';

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
      'price-lines',
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
    candles: new Float64Array(),
    volumeUp: new Float64Array(),
    volumeDown: new Float64Array(),
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

describe('the option echarts is created with', () => {
  it('carries the first candles, their labels, window and extents, and keeps every base setting', () => {
    const base = baseOption({ up: 'green', down: 'red' }, 2);
    const history: KlineHistory = {
      categories: [0, 60_000, 120_000],
      candles: Float64Array.of(0, 1, 2, 0.5, 2.5, 1, 2, 3, 1.5, 3.5),
      volumeUp: Float64Array.of(0, 4),
      volumeDown: Float64Array.of(1, 5),
      averages: [Float64Array.of(1, 1.5), new Float64Array(), new Float64Array()],
    };
    const option = optionWithData(
      base,
      historyPatch(history, (t) => `t${t}`, 2),
      extentPatch(live),
    );
    // The axes hold the times; a label is formatted only when the axis or crosshair shows it,
    // and each axis keeps its base look (the price grid's labels hidden, the volume's styled).
    // Handed over as they are, not deep-copied (by the merge here, nor later by echarts).
    expect(option.xAxis.map((axis) => axis.data)).toEqual([history.categories, history.categories]);
    expect(option.xAxis[1]?.data).toBe(history.categories);
    const [price, volume] = option.xAxis as unknown as {
      axisLabel: { show?: boolean; color?: string; formatter: (value: string) => string };
      axisPointer: { label: { formatter: (params: { value: string }) => string } };
    }[];
    expect(price?.axisLabel.show).toBe(false);
    expect(volume?.axisLabel.color).toBe('#929aa5');
    expect(volume?.axisLabel.formatter('60000')).toBe('t60000');
    expect(price?.axisPointer.label.formatter({ value: '120000' })).toBe('t120000');
    expect(option.xAxis[0]?.gridIndex).toBe(0);
    expect(option.dataZoom).toEqual([{ ...base.dataZoom[0], startValue: 1, endValue: 2 }]);
    const data = Object.fromEntries(option.series.map((s) => [s.id, s.data]));
    expect(data['candle-h']).toBe(history.candles);
    expect(data['vol-down']).toBe(history.volumeDown);
    expect(data.ma5).toBe(history.averages[0]);
    expect(data['live-volume']).toEqual([[9, 3.5]]);
    // Each series keeps its type and style; the base option itself is left as it was.
    expect(option.series.map((s) => s.type)).toEqual(base.series.map((s) => s.type));
    expect(base.series.every((s) => s.data.length === 0)).toBe(true);
  });
});
