import { util, zrUtil } from 'echarts/core';
import type { KlineHistory, KlineLive } from './kline-series';
import { priceLinesSeries } from './kline-price-lines';
import { MA_PERIODS } from './kline-series';

export interface KlineColours {
  up: string;
  down: string;
}

export const MA_COLOURS = ['#f0b90b', '#3d7bf7', '#c86dd7'] as const;
/** Candles shown at first; zoom and pan reach the rest. Fewer drawn candles, cheaper ticks. */
export const INITIAL_WINDOW = 120;
/** Volume bars take this share of a candle's band (the live layer draws the forming one alike). */
export const VOLUME_BAR_SHARE = 0.8;
/** Pixels below the volume grid, where its bars end. */
export const VOLUME_GRID_BOTTOM = 24;
const AXIS = { lineStyle: { color: '#2b3139' } };
const LABEL = { color: '#929aa5', fontSize: 11 };

const maId = (period: number) => `ma${period}`;

/**
 * Axes, grids, zoom and empty series; the closed candles arrive through historyPatch. The
 * forming candle is drawn by the live layer (kline-live-layer.ts); echarts only holds its
 * extremes in two unseen series, so the axes still make room for it.
 */
export function baseOption(colours: KlineColours, precision: number) {
  const candleStyle = {
    color: colours.up,
    color0: colours.down,
    borderColor: colours.up,
    borderColor0: colours.down,
  };
  const line = (period: number, i: number) => ({
    id: maId(period),
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
    barWidth: `${VOLUME_BAR_SHARE * 100}%`,
    large: true,
    itemStyle: color ? { color } : {},
    data: [],
  });
  // Unseen: a line with no symbol and no stroke, that only widens its axes' extent.
  const extent = (id: string, gridIndex: number) => ({
    id,
    type: 'line' as const,
    xAxisIndex: gridIndex,
    yAxisIndex: gridIndex,
    encode: { x: 0, y: 1 },
    showSymbol: false,
    silent: true,
    lineStyle: { opacity: 0 },
    data: [],
  });
  const xAxis = (gridIndex: number) => ({
    type: 'category' as const,
    gridIndex,
    data: [] as number[],
    axisLine: AXIS,
    axisLabel: gridIndex === 0 ? { show: false } : LABEL,
    axisTick: { show: false },
  });
  return {
    animation: false,
    backgroundColor: 'transparent',
    // The margins already leave room for the labels, so echarts 6's 'outer bounds' pass, which
    // builds every axis once more just to measure its labels on each update, is not needed.
    grid: [
      { left: 8, right: 64, top: 12, height: '66%', outerBoundsMode: 'none' },
      { left: 8, right: 64, top: '78%', bottom: VOLUME_GRID_BOTTOM, outerBoundsMode: 'none' },
    ],
    // The crosshair without echarts' tooltip (the readout above the chart says the values):
    // a dashed pointer on every axis, linked across both grids, each with its label.
    axisPointer: {
      show: true,
      triggerOn: 'mousemove|click',
      link: [{ xAxisIndex: 'all' }],
      lineStyle: { color: '#999', type: 'dashed' },
      label: { show: true, backgroundColor: '#2b3139', precision },
    },
    xAxis: [xAxis(0), xAxis(1)],
    yAxis: [
      { scale: true, position: 'right', splitLine: { lineStyle: { color: '#1e2329' } }, axisLabel: LABEL },
      {
        scale: true,
        gridIndex: 1,
        position: 'right',
        splitNumber: 2,
        axisLabel: { show: false },
        axisPointer: { label: { show: false } },
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
      bar('vol-up', colours.up),
      bar('vol-down', colours.down),
      ...MA_PERIODS.map((period, i) => line(period, i)),
      extent('live-price', 0),
      extent('live-volume', 1),
      priceLinesSeries(),
    ],
  };
}

/**
 * The closed candles, their volumes and averages, and the axis labels. `span` (a count of
 * candles) pins the zoom window to the newest candles: the first data gets the initial
 * window, and a longer history replacing a shorter one (the cached candles, then the full
 * load) keeps a window that was at the newest candle there, instead of showing the oldest.
 */
export function historyPatch(history: KlineHistory, formatTime: (t: number) => string, span: number | null) {
  const total = history.categories.length;
  // Echarts deep-copies every option it is given, and so does optionWithData's merge: the
  // times are made for this patch and never changed after, so they are handed over as they are.
  zrUtil.setAsPrimitive(history.categories);
  // The axes hold the candles' times and format only the labels they show (a dozen of up to
  // 2,000 candles) and the crosshair's: formatting every time up front cost the first render.
  const label = (value: string | number) => formatTime(Number(value));
  const axis = {
    data: history.categories,
    axisLabel: { formatter: label },
    axisPointer: { label: { formatter: ({ value }: { value: string | number }) => label(value) } },
  };
  return {
    xAxis: [axis, axis],
    ...(span !== null ? { dataZoom: [{ startValue: Math.max(0, total - span), endValue: total - 1 }] } : {}),
    series: [
      { id: 'candle-h', data: history.candles },
      { id: 'vol-up', data: history.volumeUp },
      { id: 'vol-down', data: history.volumeDown },
      ...MA_PERIODS.map((period, i) => ({
        id: maId(period),
        data: history.averages[i] ?? new Float64Array(),
      })),
    ],
  };
}

/**
 * What the axes must make room for of the forming candle: its high, low and live averages,
 * and its volume. Given to echarts only when the live layer finds the candle off the axes.
 */
export function extentPatch(live: KlineLive) {
  const candle = live.candle[0];
  const volume = live.volume[0];
  const prices = candle ? [candle[3], candle[4], ...live.averages.flatMap((s) => s.map(([, v]) => v))] : [];
  return {
    series: [
      { id: 'live-price', data: candle ? prices.map((v) => [candle[0], v]) : [] },
      { id: 'live-volume', data: volume ? [volume.value] : [] },
    ],
  };
}

/**
 * The base option with data in it: each patch's axis labels, zoom window and series (by id)
 * laid over the base's. Echarts is created with the first candles this way, so they cost one
 * layout and draw, not a second pass over a chart first drawn empty.
 */
export function optionWithData(
  base: ReturnType<typeof baseOption>,
  ...patches: { xAxis?: object[]; dataZoom?: object[]; series: { id: string }[] }[]
) {
  const seriesData = new Map(patches.flatMap((patch) => patch.series.map((s) => [s.id, s] as const)));
  // Merged deep, as setOption merges a patch: an axis keeps its label style under a formatter.
  const laid = <T extends object>(items: T[], key: 'xAxis' | 'dataZoom') =>
    items.map((item, i) =>
      patches.reduce<T>((merged, patch) => util.merge(merged, patch[key]?.[i] ?? {}, true), util.clone(item)),
    );
  return {
    ...base,
    xAxis: laid(base.xAxis, 'xAxis'),
    dataZoom: laid(base.dataZoom, 'dataZoom'),
    series: base.series.map((s) => ({ ...s, ...seriesData.get(s.id) })),
  };
}
