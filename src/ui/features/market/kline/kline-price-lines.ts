/** A horizontal line across the price grid, labelled: an open position's entry, say. */
export interface PriceLine {
  id: string;
  /** A decimal string on the price axis. */
  price: string;
  colour: string;
  label: string;
  /** Its label above the line, else below: two lines at one price still show both labels. */
  above: boolean;
}

/** Where the labels of one side go in turn, so lines at close prices do not hide each other's. */
const LABEL_SLOTS = ['Start', 'End', 'Middle'] as const;

/** Each line's label position: above or below it, then the next free slot along that side. */
function labelPositions(lines: readonly PriceLine[]) {
  const taken = { above: 0, below: 0 };
  return lines.map((line) => {
    const side = line.above ? 'above' : 'below';
    const slot = LABEL_SLOTS[taken[side] % LABEL_SLOTS.length] ?? 'Start';
    taken[side] += 1;
    return `inside${slot}${line.above ? 'Top' : 'Bottom'}` as const;
  });
}

export const PRICE_LINES_ID = 'price-lines';

/**
 * The series that carries the price lines as its markLine. Its own data (unseen, like the
 * forming candle's extent) holds the lines' prices at the newest candle, so the price axis
 * makes room for a line that the candles shown alone would leave off the grid.
 */
export function priceLinesSeries() {
  return {
    id: PRICE_LINES_ID,
    type: 'line' as const,
    encode: { x: 0, y: 1 },
    showSymbol: false,
    silent: true,
    lineStyle: { opacity: 0 },
    data: [] as [number, number][],
    markLine: {
      symbol: 'none',
      silent: true,
      animation: false,
      data: [] as object[],
    },
  };
}

/**
 * The lines as echarts draws them: dashed at the price in the line's colour, the labels on
 * the line's start first (the price axis is on the right, where the crosshair's label goes).
 * `newest` is the index of the newest candle, or null while there are none.
 */
export function priceLinesPatch(lines: readonly PriceLine[], newest: number | null) {
  const positions = labelPositions(lines);
  return {
    series: [
      {
        id: PRICE_LINES_ID,
        data: newest === null ? [] : lines.map((line): [number, number] => [newest, Number(line.price)]),
        markLine: {
          data: lines.map((line, i) => ({
            name: line.id,
            yAxis: Number(line.price),
            lineStyle: { color: line.colour, type: 'dashed' as const, width: 1 },
            label: {
              formatter: line.label,
              position: positions[i] ?? 'insideStartTop',
              color: '#fff',
              backgroundColor: line.colour,
              padding: [2, 4],
              borderRadius: 2,
              fontSize: 11,
            },
          })),
        },
      },
    ],
  };
}
