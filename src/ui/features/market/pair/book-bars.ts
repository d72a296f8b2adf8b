/** One side's depth bars: each shown row's running total as a share of the book's deepest. */
export interface BarPainter {
  /** Shares from 0 to 1, one per shown row, top row first. */
  paint(shares: readonly number[]): void;
}

const NO_BARS: BarPainter = { paint: () => undefined };

/** Hides the whole layer: a side with no rows shows no bar. */
export const NO_BAR_SHAPE = 'inset(100%)';

/**
 * The bars of `shares` as one CSS shape over the side's rows: row i spans the i-th of
 * equal bands from the top and is filled from the right by its share of the width. The
 * outline runs down the right edge, then back up along each bar's left end, so it is one
 * polygon however many rows there are. Percentages of the layer, so it needs no size.
 */
export function barShape(shares: readonly number[]): string {
  const rows = shares.length;
  if (rows === 0) return NO_BAR_SHAPE;
  const points = ['100% 0%', '100% 100%'];
  for (let place = rows - 1; place >= 0; place -= 1) {
    const left = percent(1 - Math.min(1, Math.max(0, shares[place] ?? 0)));
    points.push(`${left} ${percent((place + 1) / rows)}`, `${left} ${percent(place / rows)}`);
  }
  return `polygon(${points.join(', ')})`;
}

/** Hundredths of a percent: far finer than a pixel of the book, and short strings. */
const percent = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

/**
 * Paints the bars as the clip shape of one coloured layer laid over the side's rows
 * (pair.css), instead of a width per row in the DOM or rectangles on a canvas: a new book
 * changes every row's bar several times a second, and one style write per side costs a
 * fraction of either (DESIGN section 4, the order book budget). The rows are of equal height
 * (one line each), so the shape's equal bands match them whatever their size.
 */
export function barPainter(layer: HTMLElement | null, colour: string): BarPainter {
  if (!layer) return NO_BARS;
  layer.style.backgroundColor = colour;
  let shown: string | null = null;
  return {
    paint(shares) {
      const shape = barShape(shares);
      if (shape !== shown) layer.style.clipPath = shown = shape;
    },
  };
}
