import type { EChartsType } from 'echarts/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createLiveLayer } from './kline-live-layer';
import type { KlineColours } from './kline-option';
import { extentPatch } from './kline-option';
import type { KlineLive } from './kline-series';

// The chart's handlers that live as long as the chart does: echarts and echarts-for-react keep
// the first ones they are given. Each is made in a hook of its own, never in the chart's render,
// because a function keeps the whole scope it was made in: made there, it would keep that
// render's candles (and every series since, one render each) for as long as the chart is open.

/** The echarts instance once it is ready, and how long it took (for `npm run bench`). */
export function useChartInstance() {
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [mountedAt] = useState(() => performance.now());
  const initMs = useRef(0);
  const onChartReady = useMemo(
    () => (ready: EChartsType) => {
      initMs.current = performance.now() - mountedAt;
      setChart(ready);
    },
    [mountedAt],
  );
  return { chart, onChartReady, initMs };
}

interface AxisPointerEvent {
  axesInfo?: { value?: unknown }[];
}

/** The candle index under the crosshair (null when none), and the chart events that say it. */
export function useCrosshairIndex() {
  const [hovered, setHovered] = useState<number | null>(null);
  const onEvents = useMemo(
    () => ({
      updateAxisPointer: (event: AxisPointerEvent) => {
        const value = event.axesInfo?.[0]?.value;
        setHovered(typeof value === 'number' ? value : null);
      },
    }),
    [],
  );
  return { hovered, onEvents };
}

export interface LiveShown {
  live: KlineLive;
  colours: KlineColours;
}

/**
 * The live layer on a ready chart: `liveRef` is what it draws, and `showLiveRef.current()` draws it,
 * widening echarts' axes first when the forming candle is off them.
 */
export function useLiveLayer(chart: EChartsType | null) {
  // What the live layer draws, for redrawing it when echarts moves the axes (zoom, pan, resize).
  const live = useRef<LiveShown | null>(null);
  /** Draws `live` on the chart's live layer; set once the chart is ready. */
  const showLive = useRef<() => void>(() => undefined);
  // A layout effect, as the chart's candle patching is (kline-chart.tsx): the layer must be in
  // place before that effect first asks it to draw, and layout effects run before passive ones.
  useLayoutEffect(() => {
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
  return { liveRef: live, showLiveRef: showLive };
}
