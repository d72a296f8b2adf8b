// Only the charts and components the kline uses, so the chart chunk stays tree-shaken.
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import {
  AxisPointerComponent,
  DataZoomInsideComponent,
  GridComponent,
  MarkLineComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  CandlestickChart,
  BarChart,
  LineChart,
  GridComponent,
  AxisPointerComponent,
  // Zoom and pan by wheel and drag only: the chart has no slider.
  DataZoomInsideComponent,
  // Lines across the price grid: a contract's open positions at their entry prices.
  MarkLineComponent,
  CanvasRenderer,
]);

export { echarts };
