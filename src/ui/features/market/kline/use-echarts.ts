import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { echarts } from './echarts-core';

/**
 * One echarts instance on the returned element, given `option` afresh (notMerge) whenever it
 * changes and resized with its box. In place of echarts-for-react, whose start-up draws a
 * throw-away instance, waits for its first frame, disposes it and starts a second one: twice
 * the init work on the chart's first render, for a size a ResizeObserver gives anyway.
 */
export function useEcharts(option: EChartsCoreOption) {
  const element = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);

  useEffect(() => {
    const box = element.current;
    if (box === null) return;
    const instance = echarts.init(box, undefined, { renderer: 'canvas' });
    // The observer also reports the first size: a resize (a full echarts update) only when it differs.
    const observer = new ResizeObserver(() => {
      if (box.clientWidth !== instance.getWidth() || box.clientHeight !== instance.getHeight()) {
        instance.resize();
      }
    });
    observer.observe(box);
    setChart(instance);
    return () => {
      observer.disconnect();
      instance.dispose();
      setChart(null);
    };
  }, []);

  // Before the caller's data effects (hooks run in order): a new option starts the chart empty.
  // Lazily: the model takes it at once, but echarts draws it only on the next frame, so when
  // the caller's data follows in the same commit (the usual case) one update draws both,
  // rather than a full render of empty axes first.
  useEffect(() => {
    chart?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [chart, option]);

  return { element, chart };
}
