import { afterEach, describe, expect, it, vi } from 'vitest';
import { barPainter } from '../../../../src/ui/features/market/pair/book-bars';

/** A 2D context that records the bars of each fill: what the user would see after it. */
function recordingCanvas() {
  const fills: number[][][] = [];
  let path: number[][] = [];
  const context = {
    clearRect: () => fills.push([]),
    globalCompositeOperation: 'source-over',
    fillStyle: '',
    beginPath: () => (path = []),
    rect: (x: number, y: number, w: number, h: number) => path.push([x, y, w, h]),
    fill: () => fills.push(path),
  };
  const canvas = { width: 0, height: 0, getContext: () => context } as unknown as HTMLCanvasElement;
  return { canvas, context, fills };
}

/** A ResizeObserver the test resizes by hand. */
function stubResizeObserver() {
  const observers: ((entries: unknown[]) => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: (entries: unknown[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (width: number, height: number) =>
    observers.forEach((notify) => notify([{ contentRect: { width, height } }]));
}

afterEach(() => vi.unstubAllGlobals());

describe('book depth bars', () => {
  it('draws each row its share of the width, right-aligned, in rows of equal height', () => {
    const resize = stubResizeObserver();
    vi.stubGlobal('devicePixelRatio', 2);
    const { canvas, context, fills } = recordingCanvas();
    const bars = barPainter(canvas, '#2ebd85');
    resize(100, 40);
    bars.paint([0.25, 1]);
    expect([canvas.width, canvas.height]).toEqual([200, 80]);
    expect(context.fillStyle).toBe('#2ebd85');
    // 'copy' mode: the fill replaces the last book's bars rather than drawing over them.
    expect(context.globalCompositeOperation).toBe('copy');
    expect(fills.at(-1)).toEqual([
      [150, 0, 50, 40],
      [0, 40, 200, 40],
    ]);
  });

  it('redraws the last shares when the rows change size, and never past the full width', () => {
    const resize = stubResizeObserver();
    vi.stubGlobal('devicePixelRatio', 1);
    const { canvas, fills } = recordingCanvas();
    const bars = barPainter(canvas, '#f6465d');
    bars.paint([0.5, 1.5, -1]);
    resize(90, 30);
    expect(fills.at(-1)).toEqual([
      [45, 0, 45, 10],
      [0, 10, 90, 10],
      [90, 20, 0, 10],
    ]);
    // An empty side clears what was drawn.
    bars.paint([]);
    expect(fills.at(-1)).toEqual([]);
  });

  it('draws nothing where the page has no 2D canvas', () => {
    const canvas = { getContext: () => null } as unknown as HTMLCanvasElement;
    expect(() => barPainter(canvas, '#2ebd85').paint([1])).not.toThrow();
    expect(() => barPainter(null, '#2ebd85').paint([1])).not.toThrow();
  });
});
