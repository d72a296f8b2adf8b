import type { EChartsType } from 'echarts/core';
import type { KlineColours } from './kline-option';
import { MA_COLOURS, VOLUME_BAR_SHARE, VOLUME_GRID_BOTTOM } from './kline-option';
import type { KlineLive } from './kline-series';
import { boundsOf, linearMapping, type Point } from './kline-grid-mapping';

/** Placed: drawn on the grid. Hidden: panned out of view. Outside: beyond the axes' range, so echarts must rescale. */
export type Placement = 'placed' | 'hidden' | 'outside';

export interface LiveLayer {
  /** Draws the forming candle, its volume bar and MA segments where echarts' axes put them now. */
  place(live: KlineLive, colours: KlineColours): Placement;
  dispose(): void;
}

/**
 * The forming candle drawn beside echarts rather than through it: a setOption re-runs every
 * series' data processing, layout and render (about 2000 candles, volumes and averages) for
 * a change to one candle, which is most of a live tick's cost. Here a tick maps a few values
 * through echarts' current axes and redraws a canvas strip one candle and a half wide, so the
 * browser repaints that strip rather than the whole chart.
 */
export function createLiveLayer(chart: EChartsType): LiveLayer {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:absolute;top:0;pointer-events:none;display:none';
  chart.getDom().append(canvas);
  let drawn = '';

  const convert =
    (grid: 0 | 1) =>
    (x: number, y: number): Point => {
      const [px = 0, py = 0] = chart.convertToPixel({ xAxisIndex: grid, yAxisIndex: grid }, [x, y]);
      return [px, py];
    };
  const inside = (grid: 0 | 1, point: Point) => chart.containPixel({ gridIndex: grid }, point);
  /** Whether grid `grid` holds every one of `points` (the corners of their box). */
  const holdsAll = (grid: 0 | 1, points: readonly Point[]) =>
    boundsOf(points).every((corner) => inside(grid, corner));
  const hide = () => {
    canvas.style.display = 'none';
    drawn = '';
    return 'hidden' as const;
  };

  return {
    place(live, colours) {
      const candle = live.candle[0];
      const bar = live.volume[0];
      if (candle === undefined || bar === undefined) return hide();
      const [index, open, close, low, high] = candle;
      // Where echarts' axes are now, in two conversions per grid (kline-grid-mapping.ts).
      const price = linearMapping(convert(0), index, close);
      const volume = linearMapping(convert(1), index, bar.value[1]);
      const [x, yHigh] = price(index, high);
      const [, yLow] = price(index, low);
      const [, yOpen] = price(index, open);
      const [, yClose] = price(index, close);
      if (!inside(0, [x, (yHigh + yLow) / 2])) return hide();
      const band = x - price(index - 1, close)[0];
      const [, yVolume] = volume(index, bar.value[1]);
      const segments = live.averages.map((segment) => segment.map(([i, v]) => price(i, v)));
      const prices: Point[] = [[x, yHigh], [x, yLow], ...segments.flat()];
      if (!holdsAll(0, prices) || !inside(1, [x, yVolume])) return 'outside';

      const colour = close >= open ? colours.up : colours.down;
      const key = [
        x,
        band,
        yHigh,
        yLow,
        yOpen,
        yClose,
        yVolume,
        colour,
        bar.rising,
        ...segments.flat(2),
      ].join();
      canvas.style.display = 'block';
      if (key === drawn) return 'placed';
      drawn = key;

      // The strip runs from the previous candle's centre (where the MA segments start) to
      // just past this candle's right edge, over the chart's whole height.
      const left = Math.floor(x - band - 1);
      const width = Math.ceil(band * 1.5) + 3;
      const height = chart.getHeight();
      const ratio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
      }
      canvas.style.left = `${left}px`;
      const ctx = canvas.getContext('2d');
      if (ctx === null) return 'placed';
      ctx.setTransform(ratio, 0, 0, ratio, -left * ratio, 0);
      ctx.clearRect(left, 0, width, height);
      ctx.lineWidth = 1;

      // echarts' own candle width: half the band, at least a pixel.
      const half = Math.max(band / 2, 1) / 2;
      ctx.strokeStyle = colour;
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.moveTo(x, yHigh);
      ctx.lineTo(x, yLow);
      ctx.stroke();
      ctx.fillRect(x - half, Math.min(yOpen, yClose), half * 2, Math.max(Math.abs(yOpen - yClose), 1));

      const base = Math.min(volume(index, 0)[1], height - VOLUME_GRID_BOTTOM);
      const barHalf = (band * VOLUME_BAR_SHARE) / 2;
      ctx.fillStyle = bar.rising ? colours.up : colours.down;
      ctx.fillRect(x - barHalf, yVolume, barHalf * 2, Math.max(0, base - yVolume));

      segments.forEach((points, i) => {
        if (points.length < 2) return;
        ctx.strokeStyle = MA_COLOURS[i] ?? colour;
        ctx.beginPath();
        points.forEach(([px, py], k) => (k === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
        ctx.stroke();
      });
      return 'placed';
    },
    dispose() {
      canvas.remove();
    },
  };
}
