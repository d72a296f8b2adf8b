// @vitest-environment happy-dom
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '../../../../src/domain/market/market';
import { KlineChart } from '../../../../src/ui/features/market/kline/kline-chart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// What the chart component keeps is the question here, not echarts' drawing: echarts is a
// stand-in that is ready at once and takes every option it is given.
const fakeChart = () => {
  const dom = document.createElement('div');
  return {
    getDom: () => dom,
    getOption: () => ({ dataZoom: [{ startValue: 0, endValue: 119 }] }),
    setOption: () => undefined,
    on: () => undefined,
    off: () => undefined,
    convertToPixel: () => [0, 0],
    containPixel: () => false,
    getHeight: () => 300,
  };
};
vi.mock('echarts-for-react/esm/core', () => ({
  default: function FakeECharts({ onChartReady }: { onChartReady: (chart: unknown) => void }) {
    // Ready once, on mount, as echarts is.
    useEffect(() => onChartReady(fakeChart()), []);
    return null;
  },
}));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const MINUTE = 60_000;
const candleAt = (minute: number): Candle => ({
  timestamp: minute * MINUTE,
  open: `${100 + (minute % 7)}`,
  close: `${101 + (minute % 5)}`,
  high: '110',
  low: '95',
  volume: '1',
  turnover: '100',
});
/** The series a chart shows when `minute` is forming: each minute a new array of new candles. */
const seriesAt = (minute: number, length = 300) =>
  Array.from({ length }, (_, i) => candleAt(minute - length + 1 + i));
const colours = { up: '#0f0', down: '#f00' };

/**
 * The chart's element, made where no closure holds the series: React's development build keeps
 * the stack each element was made on, with the scopes of its frames.
 */
function chartOf(candles: Candle[]) {
  return (
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <KlineChart candles={candles} colours={colours} precision={2} formatTime={String} label="chart" />
    </IntlProvider>
  );
}

let unmount: () => void = () => undefined;
afterEach(() => unmount());

describe('the kline chart', () => {
  it('lets go of the series it was first drawn with once later candles are shown', async () => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    unmount = () => act(() => root.unmount());
    const draw = (candles: Candle[]) => {
      const element = chartOf(candles);
      return act(() => root.render(element));
    };
    let first: Candle[] | null = seriesAt(1_000);
    const firstSeries = new WeakRef(first);
    const firstCandle = new WeakRef(first[1] as Candle);
    await draw(first);
    first = null;
    // A chart left open: a candle closes each minute, and the series shown moves on.
    for (let minute = 1_001; minute <= 1_010; minute += 1) await draw(seriesAt(minute));
    // A WeakRef keeps its object until the task that made it ends: gc in a later task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(firstSeries.deref()).toBeUndefined();
    expect(firstCandle.deref()).toBeUndefined();
  });
});
