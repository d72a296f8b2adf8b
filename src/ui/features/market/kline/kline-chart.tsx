import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Candle } from '../../../../domain/market/market';
import { echarts } from './echarts-core';
import { baseOption, historyPatch, livePatch, type KlineColours } from './kline-option';
import { KlineReadout } from './kline-readout';
import { changeOf, historyOf, liveOf } from './kline-series';
import './kline.css';

export interface KlineChartProps {
  candles: readonly Candle[];
  colours: KlineColours;
  /** Price decimals of the pair. */
  precision: number;
  formatTime: (timestamp: number) => string;
  label: string;
}

interface AxisPointerEvent {
  axesInfo?: { value?: unknown }[];
}

/**
 * Candles, volume and MA5/10/30. The option is given once; each update then patches only
 * the forming candle, or the closed candles when one closes (DESIGN.md section 4).
 */
export function KlineChart({ candles, colours, precision, formatTime, label }: KlineChartProps) {
  const [chart, setChart] = useState<EChartsType | null>(null);
  // For `npm run bench`: the chart's own main-thread work shows up as performance measures:
  // echarts init (mount to ready) plus the first data, then each live patch.
  const [mountedAt] = useState(() => performance.now());
  const initMs = useRef(0);
  // What the chart holds now, and under which base option (a new option starts it empty).
  const shown = useRef<{ candles: readonly Candle[] | null; option: unknown }>({
    candles: null,
    option: null,
  });
  const [hovered, setHovered] = useState<number | null>(null);
  const option = useMemo(() => baseOption(colours, precision), [colours, precision]);

  useEffect(() => {
    if (!chart) return;
    const before = shown.current.option === option ? shown.current.candles : null;
    const change = changeOf(before, candles);
    if (change === 'history') {
      const first = before === null;
      const start = performance.now();
      const history = historyPatch(historyOf(candles), formatTime, first);
      const live = livePatch(liveOf(candles), colours);
      chart.setOption({ ...history, series: [...history.series, ...live.series] });
      if (first) {
        performance.measure('kline:first-render', {
          start,
          duration: initMs.current + performance.now() - start,
        });
      }
    } else if (change === 'live') {
      const start = performance.now();
      chart.setOption(livePatch(liveOf(candles), colours));
      performance.measure('kline:update', { start });
    }
    shown.current = { candles, option };
  }, [chart, candles, colours, formatTime, option, mountedAt]);

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
