import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Candle } from '../../../../domain/market/market';
import { echarts } from './echarts-core';
import { createLiveLayer } from './kline-live-layer';
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
import { changeOf, historyOf, liveOf, type KlineLive } from './kline-series';
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

interface AxisPointerEvent {
  axesInfo?: { value?: unknown }[];
}

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
function pinnedSpan(chart: { getOption(): unknown }, before: readonly unknown[]): number | null {
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
  const [chart, setChart] = useState<EChartsType | null>(null);
  // For `npm run bench`: the chart's own main-thread work shows up as performance measures:
  // echarts init (mount to ready) plus the first data, then each live patch.
  const [mountedAt] = useState(() => performance.now());
  const initMs = useRef(0);
  // What the chart holds now, and under which option (null before the chart is ready).
  const shown = useRef<{ candles: readonly Candle[]; option: unknown } | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  // Echarts is given its option with the candles of that moment in it, so the first data is
  // laid out and drawn once; later candles are patched in by the effect below. A new option
  // (the colours or places changed) starts from the candles of its own moment.
  const made = useMemo(
    () => ({
      candles,
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
  // What the live layer draws, for redrawing it when echarts moves the axes (zoom, pan, resize).
  const live = useRef<{ live: KlineLive; colours: KlineColours } | null>(null);
  /** Draws `live` on the chart's live layer; set once the chart is ready. */
  const showLive = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!chart) return;
    const layer = createLiveLayer(chart);
    const replace = () => (live.current ? layer.place(live.current.live, live.current.colours) : 'hidden');
    /** Draws the forming candle; when it is off the axes, lets echarts widen them first. */
    const show = () => {
      if (live.current === null || replace() !== 'outside') return;
      chart.setOption(extentPatch(live.current.live));
      replace();
    };
    // After any echarts render the axes may have moved: place the candle again (a no-op when
    // nothing moved, so this does not loop). A zoom may bring it onto axes that lack room.
    const onFinished = () => void replace();
    const onZoom = () => void setTimeout(show, 0);
    chart.on('finished', onFinished);
    chart.on('datazoom', onZoom);
    showLive.current = show;
    return () => {
      chart.off('finished', onFinished);
      chart.off('datazoom', onZoom);
      layer.dispose();
    };
  }, [chart]);

  useEffect(() => {
    if (!chart) return;
    // Just given to echarts (first render, or new colours): it holds the candles it was made with.
    const held = shown.current?.option === option ? shown.current : null;
    const fresh = held === null;
    const before = held?.candles ?? made.candles;
    const change = changeOf(before, candles);
    const start = performance.now();
    if (change === 'history') {
      const history = historyPatch(historyOf(candles), formatTime, pinnedSpan(chart, before));
      const forming = liveOf(candles);
      chart.setOption({ ...history, series: [...history.series, ...extentPatch(forming).series] });
    }
    if (fresh || change !== 'none') {
      live.current = { live: liveOf(candles), colours };
      showLive.current();
    }
    if (fresh) {
      performance.measure('kline:first-render', {
        start,
        duration: initMs.current + performance.now() - start,
      });
    } else if (change === 'live') {
      performance.measure('kline:update', { start });
    }
    shown.current = { candles, option };
  }, [chart, candles, colours, formatTime, option, made, mountedAt]);

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

  const onEvents = useMemo(
    () => ({
      updateAxisPointer: (event: AxisPointerEvent) => {
        const value = event.axesInfo?.[0]?.value;
        setHovered(typeof value === 'number' ? value : null);
      },
    }),
    [],
  );

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
        shouldSetOption={(prev, next) => prev.option !== next.option}
        onEvents={onEvents}
        onChartReady={(ready: EChartsType) => {
          initMs.current = performance.now() - mountedAt;
          setChart(ready);
        }}
        className="kl-chart__canvas"
        opts={{ renderer: 'canvas' }}
      />
    </figure>
  );
}
