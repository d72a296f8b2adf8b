/** One side's depth bars: each shown row's running total as a share of the book's deepest. */
export interface BarPainter {
  /** Shares from 0 to 1, one per shown row, top row first. */
  paint(shares: readonly number[]): void;
}

const NO_BARS: BarPainter = { paint: () => undefined };

/** A side with no rows draws no bar. */
export const NO_BAR_PATH = '';

/**
 * The bars of `shares` as one SVG path in a unit square laid over the side's rows: row i
 * spans the i-th of equal bands from the top and is filled from the right by its share of
 * the width. The outline starts at the top right corner, steps down along each bar's left
 * end and closes back up the right edge, so it is one path however many rows there are.
 */
export function barPath(shares: readonly number[]): string {
  const rows = shares.length;
  if (rows === 0) return NO_BAR_PATH;
  let path = 'M1 0';
  for (let place = 0; place < rows; place += 1) {
    const left = 1 - Math.min(1, Math.max(0, shares[place] ?? 0));
    path += `H${fixed(left)}V${fixed((place + 1) / rows)}`;
  }
  return `${path}H1Z`;
}

/** Ten-thousandths of the layer: far finer than a pixel of the book, and short strings. */
const fixed = (fraction: number) => String(Math.round(fraction * 10_000) / 10_000);

/**
 * Paints the bars as the path of one SVG laid over the side's rows (book-side-slots.tsx),
 * stretched to them (a unit viewBox, no aspect ratio kept), instead of a width per row in the
 * DOM, a clip shape or rectangles on a canvas: a new book changes every row's bar several
 * times a second, and one attribute write per side costs the least script of them. In a page
 * loop a path write took 0.6 us against 18 us for a polygon clip-path, and in the order book
 * bench the clip shape's writes were about a quarter of an update's script (DESIGN section 4,
 * the order book budget). The rows are of equal height (one line each), so the path's equal
 * bands match them whatever their size.
 */
export function barPainter(path: SVGPathElement | null, colour: string): BarPainter {
  if (!path) return NO_BARS;
  path.setAttribute('fill', colour);
  let shown: string | null = null;
  return {
    paint(shares) {
      const d = barPath(shares);
      if (d !== shown) path.setAttribute('d', (shown = d));
    },
  };
}
