import type { KlineHistory, KlineLive } from './kline-series';
import { MA_PERIODS } from './kline-series';

export interface KlineColours {
  up: string;
  down: string;
}

export const MA_COLOURS = ['#f0b90b', '#3d7bf7', '#c86dd7'] as const;
/** Candles shown at first; zoom and pan reach the rest. Fewer drawn candles, cheaper ticks. */
const INITIAL_WINDOW = 120;
const AXIS = { lineStyle: { color: '#2b3139' } };
const LABEL = { color: '#929aa5', fontSize: 11 };

const maId = (period: number, part: 'h' | 'l') => `ma${period}-${part}`;

/** Axes, grids, zoom and empty series; the data arrives through historyPatch and livePatch. */
export function baseOption(colours: KlineColours, precision: number) {
  const candleStyle = {
    color: colours.up,
    color0: colours.down,
    borderColor: colours.up,
    borderColor0: colours.down,
  };
  const line = (period: number, part: 'h' | 'l', i: number) => ({
    id: maId(period, part),
    type: 'line' as const,
    encode: { x: 0, y: 1 },
    showSymbol: false,
    silent: true,
    lineStyle: { width: 1, color: MA_COLOURS[i] },
    data: [],
  });
  const bar = (id: string, color: string | undefined) => ({
    id,
    type: 'bar' as const,
    xAxisIndex: 1,
    yAxisIndex: 1,
    encode: { x: 0, y: 1 },
    barGap: '-100%',
    large: true,
    itemStyle: color ? { color } : {},
    data: [],
  });
  const xAxis = (gridIndex: number) => ({
    type: 'category' as const,
    gridIndex,
    data: [] as string[],
    axisLine: AXIS,
    axisLabel: gridIndex === 0 ? { show: false } : LABEL,
    axisTick: { show: false },
  });
  return {
    animation: false,
    backgroundColor: 'transparent',
    grid: [
      { left: 8, right: 64, top: 12, height: '66%' },
      { left: 8, right: 64, top: '78%', bottom: 24 },
    ],
    tooltip: { trigger: 'axis', showContent: false, axisPointer: { type: 'cross' } },
    axisPointer: { link: [{ xAxisIndex: 'all' }], label: { backgroundColor: '#2b3139', precision } },
    xAxis: [xAxis(0), xAxis(1)],
    yAxis: [
      { scale: true, position: 'right', splitLine: { lineStyle: { color: '#1e2329' } }, axisLabel: LABEL },
      {
        scale: true,
        gridIndex: 1,
        position: 'right',
        splitNumber: 2,
        axisLabel: { show: false },
        splitLine: { show: false },
      },
    ],
    dataZoom: [{ type: 'inside', xAxisIndex: [0, 1], minValueSpan: 20 }],
    series: [
      {
        id: 'candle-h',
        type: 'candlestick',
        large: true,
        encode: { x: 0, y: [1, 2, 3, 4] },
        itemStyle: candleStyle,
        data: [],
      },
      {
        id: 'candle-l',
        type: 'candlestick',
        encode: { x: 0, y: [1, 2, 3, 4] },
        itemStyle: candleStyle,
        data: [],
      },
      bar('vol-up', colours.up),
      bar('vol-down', colours.down),
      { ...bar('vol-l', undefined), large: false },
      ...MA_PERIODS.flatMap((period, i) => [line(period, 'h', i), line(period, 'l', i)]),
    ],
  };
}

/** The closed candles, their volumes and averages, and the axis labels; sets the zoom window on first data. */
export function historyPatch(history: KlineHistory, formatTime: (t: number) => string, first: boolean) {
  const labels = history.categories.map(formatTime);
  const total = history.categories.length;
  return {
    xAxis: [{ data: labels }, { data: labels }],
    ...(first
      ? { dataZoom: [{ startValue: Math.max(0, total - INITIAL_WINDOW), endValue: total - 1 }] }
      : {}),
    series: [
      { id: 'candle-h', data: history.candles },
      { id: 'vol-up', data: history.volumeUp },
      { id: 'vol-down', data: history.volumeDown },
      ...MA_PERIODS.map((period, i) => ({ id: maId(period, 'h'), data: history.averages[i] ?? [] })),
    ],
  };
}

/** Only the forming candle: one candle, one bar, and a two-point segment per average. */
export function livePatch(live: KlineLive, colours: KlineColours) {
  return {
    series: [
      { id: 'candle-l', data: live.candle },
      {
        id: 'vol-l',
        data: live.volume.map((v) => ({
          value: v.value,
          itemStyle: { color: v.rising ? colours.up : colours.down },
        })),
      },
      ...MA_PERIODS.map((period, i) => ({ id: maId(period, 'l'), data: live.averages[i] ?? [] })),
    ],
  };
}
