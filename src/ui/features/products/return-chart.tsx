import { useEffect, useRef } from 'react';
import type { ReturnPoint } from '../../../domain/products/yield-figures';

/**
 * The value of the chosen amount day by day over the term: a small line, its echarts code
 * loaded only when a purchase form first shows one. The figures are the domain's strings; the
 * chart draws them as numbers, the text beside it states the exact amount.
 */
export function ReturnChart({ curve, label }: { curve: readonly ReturnPoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    void import('./echarts-line').then(({ echarts }) => {
      if (disposed || !box.current) return;
      const chart = echarts.init(box.current, undefined, { renderer: 'canvas' });
      chart.setOption({
        animation: false,
        grid: { left: 8, right: 8, top: 8, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: curve.map((point) => point.day), axisLabel: { fontSize: 10 } },
        yAxis: {
          type: 'value',
          scale: true,
          // Three steps: the chart is 120 px high, and more labels crowd into one another.
          splitNumber: 3,
          axisLabel: { fontSize: 10 },
          splitLine: { lineStyle: { color: 'rgba(128, 128, 128, 0.2)' } },
        },
        series: [
          { type: 'line', data: curve.map((point) => Number(point.value)), showSymbol: false, smooth: false },
        ],
      });
      dispose = () => chart.dispose();
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [curve]);
  return (
    <div ref={box} className="pd-chart" role="img" aria-label={label} data-testid="product-return-chart" />
  );
}
