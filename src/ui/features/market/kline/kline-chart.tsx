import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Candle } from '../../../../domain/market/market';
import { echarts } from './echarts-core';
import {
  baseOption,
  extentPatch,
  historyPatch,
  INITIAL_WINDOW,
  optionWithData,
  type KlineColours,
} from './kline-option';
import { priceLinesPatch, type PriceLine } from './kline-price-lines';
import { KlineReadout } from './kline-readout';
import { changeOf, endsOf, historyOf, liveOf, type SeriesEnds } from './kline-series';
import { useChartInstance, useCrosshairIndex, useLiveLayer } from './use-kline-chart';
import './kline.css';

export interface KlineChartProps {
  candles: readonly Candle[];
  colours: KlineColours;
  /** Price decimals of the pair. */
  precision: number;
  formatTime: (timestamp: number) => string;
  label: string;
  /** Lines across the price grid (a contract's open positions), each with its label. */
  priceLines?: readonly PriceLine[];
}

const NO_LINES: readonly PriceLine[] = [];

/** Echarts is given a new option only when the chart made one (colours or places changed). */
const optionChanged = (prev: { option?: unknown }, next: { option?: unknown }) => prev.option !== next.option;

/**
 * Candles, volume and MA5/10/30. The option is given once; the closed candles are patched in
 * when one closes, and the forming candle is drawn by the live layer, outside echarts'
 * pipeline, so a live tick costs one small repaint (DESIGN.md section 4).
 */
type ZoomWindow = { startValue?: number; endValue?: number };

/**
 * How many of the newest candles the window must show after new history, or null to leave
 * it: the current span while the trader is at the newest candle (a trader looking back keeps
 * their place). The first data comes with the initial window in the option echarts is made with.
 */
function pinnedSpan(chart: { getOption(): unknown }, before: { length: number }): number | null {
  const zoom = (chart.getOption() as { dataZoom?: ZoomWindow[] }).dataZoom?.[0];
  if (zoom?.startValue === undefined || zoom.endValue === undefined) return null;
  const atNewest = zoom.endValue >= before.length - 2;
  return atNewest ? zoom.endValue - zoom.startValue + 1 : null;
}

export function KlineChart({
  candles,
  colours,
  precision,
  formatTime,
  label,
  priceLines = NO_LINES,
}: KlineChartProps) {
  // For `npm run bench`: the chart's own main-thread work shows up as performance measures:
  // echarts init (mount to ready) plus the first data, then each live patch.
  const { chart, onChartReady, initMs } = useChartInstance();
  const { hovered, onEvents } = useCrosshairIndex();
  const { liveRef, showLiveRef } = useLiveLayer(chart);
  // What the chart holds now (the ends of its series, not the series: kline-series.ts), and
  // under which option (null before the chart is ready).
  const shown = useRef<{ ends: SeriesEnds; option: unknown } | null>(null);
  // Echarts is given its option with the candles of that moment in it, so the first data is
  // laid out and drawn once; later candles are patched in by the effect below. A new option
  // (the colours or places changed) starts from the candles of its own moment.
  const made = useMemo(
    () => ({
      ends: endsOf(candles),
      option: optionWithData(
        baseOption(colours, precision),
        historyPatch(historyOf(candles), formatTime, INITIAL_WINDOW),
        extentPatch(liveOf(candles)),
      ),
    }),
    // Only colours and places make a new option: candles and labels are patched in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [colours, precision],
  );
  const { option } = made;

  // A layout effect: the candle is drawn in the commit that writes the readout's new values, so
  // a poll is one frame painted, not the readout's frame and then the candle's.
  useLayoutEffect(() => {
    if (!chart) return;
    // Just given to echarts (first render, or new colours): it holds the candles it was made with.
    const held = shown.current?.option === option ? shown.current : null;
    const fresh = held === null;
    const before = held?.ends ?? made.ends;
    const change = changeOf(before, candles);
    const start = performance.now();
    if (change === 'history') {
      const history = historyPatch(historyOf(candles), formatTime, pinnedSpan(chart, before));
      const forming = liveOf(candles);
      chart.setOption({ ...history, series: [...history.series, ...extentPatch(forming).series] });
    }
    if (fresh || change !== 'none') {
      liveRef.current = { live: liveOf(candles), colours };
      showLiveRef.current();
    }
    if (fresh) {
      performance.measure('kline:first-render', {
        start,
        duration: initMs.current + performance.now() - start,
      });
    } else if (change === 'live') {
      performance.measure('kline:update', { start });
    }
    shown.current = { ends: endsOf(candles), option };
  }, [chart, candles, colours, formatTime, option, made, initMs, liveRef, showLiveRef]);

  // The price lines given to echarts, under which option: a countdown label changes once a
  // second, and only a changed line (or a new option, which starts without them) is set again.
  const linesShown = useRef<{ key: string; option: unknown } | null>(null);
  useEffect(() => {
    if (!chart) return;
    const newest = candles.length > 0 ? candles.length - 1 : null;
    const key = JSON.stringify([newest, priceLines]);
    const held = linesShown.current;
    if (held?.option === option && held.key === key) return;
    // Nothing to clear on a fresh option: it was made without lines.
    if (held?.option !== option && priceLines.length === 0) {
      linesShown.current = { key, option };
      return;
    }
    chart.setOption(priceLinesPatch(priceLines, newest));
    linesShown.current = { key, option };
  }, [chart, candles.length, option, priceLines]);

  const readoutAt = hovered !== null && hovered < candles.length ? hovered : candles.length - 1;
  return (
    <figure className="kl-chart" aria-label={label}>
      <KlineReadout candle={candles[readoutAt]} precision={precision} formatTime={formatTime} />
      {/* The canvas says nothing to a screen reader: the lines drawn on it, as text. */}
      {priceLines.length > 0 && (
        <ul className="visually-hidden" data-testid="chart-price-lines">
          {priceLines.map((line) => (
            <li key={line.id}>{line.label}</li>
          ))}
        </ul>
      )}
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        shouldSetOption={optionChanged}
        onEvents={onEvents}
        onChartReady={onChartReady}
        className="kl-chart__canvas"
        opts={{ renderer: 'canvas' }}
      />
    </figure>
  );
}
