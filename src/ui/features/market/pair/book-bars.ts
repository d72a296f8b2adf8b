/** One side's depth bars: each shown row's running total as a share of the book's deepest. */
export interface BarPainter {
  /** Shares from 0 to 1, one per shown row, top row first. */
  paint(shares: readonly number[]): void;
  stop(): void;
}

const NO_BARS: BarPainter = { paint: () => undefined, stop: () => undefined };

/**
 * Paints the bars on one canvas laid over the side's rows (pair.css), instead of a width
 * per row in the DOM: a new book changes every row's bar several times a second, and one
 * canvas of rectangles costs a fraction of that many style writes (DESIGN section 4, the
 * order book budget). The rows are of equal height (one line each), so row i spans the
 * i-th share of the canvas; the canvas follows the rows' size through a ResizeObserver,
 * which also repaints once rows appear or go. Without a 2D canvas (a test DOM) no bars.
 */
export function barPainter(canvas: HTMLCanvasElement | null, colour: string): BarPainter {
  const context = canvas?.getContext('2d') ?? null;
  if (!canvas || !context || typeof ResizeObserver === 'undefined') return NO_BARS;
  let shares: readonly number[] = [];
  let cssWidth = 0;
  let cssHeight = 0;
  const draw = () => {
    const scale = globalThis.devicePixelRatio || 1;
    const width = Math.round(cssWidth * scale);
    const height = Math.round(cssHeight * scale);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    if (shares.length === 0) return void context.clearRect(0, 0, width, height);
    // One path of every bar, filled in 'copy' mode: what the last book drew goes in the same
    // operation (a separate clear of the whole canvas costs more than the bars themselves).
    context.globalCompositeOperation = 'copy';
    context.fillStyle = colour;
    context.beginPath();
    const row = height / shares.length;
    shares.forEach((share, place) => {
      const top = Math.round(place * row);
      const bar = Math.round(width * Math.min(1, Math.max(0, share)));
      context.rect(width - bar, top, bar, Math.round((place + 1) * row) - top);
    });
    context.fill();
  };
  const observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    cssWidth = entry.contentRect.width;
    cssHeight = entry.contentRect.height;
    draw();
  });
  observer.observe(canvas);
  return {
    paint(next) {
      shares = next;
      draw();
    },
    stop: () => observer.disconnect(),
  };
}
