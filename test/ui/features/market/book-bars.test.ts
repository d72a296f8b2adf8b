import { describe, expect, it } from 'vitest';
import { barPainter, barShape, NO_BAR_SHAPE } from '../../../../src/ui/features/market/pair/book-bars';

/** The bars a shape draws, read back from its points: [left edge %, top %, bottom %] per row. */
function barsOf(shape: string): number[][] {
  const points = /^polygon\((.*)\)$/.exec(shape)?.[1]?.split(', ') ?? [];
  const xy = points.map((point) => point.split(' ').map((value) => Number.parseFloat(value)));
  // After the right edge's two corners: each row's bottom-left then top-left, bottom row first.
  const bars: number[][] = [];
  for (let at = xy.length - 2; at >= 2; at -= 2) {
    const [left, bottom] = xy[at] ?? [];
    const [sameLeft, top] = xy[at + 1] ?? [];
    expect(sameLeft).toBe(left);
    bars.push([left ?? NaN, top ?? NaN, bottom ?? NaN]);
  }
  return bars;
}

describe('book depth bars', () => {
  it('gives each row its share of the width from the right, in bands of equal height', () => {
    const shape = barShape([0.25, 1]);
    expect(shape.startsWith('polygon(100% 0%, 100% 100%, ')).toBe(true);
    expect(barsOf(shape)).toEqual([
      [75, 0, 50],
      [0, 50, 100],
    ]);
  });

  it('never draws past the full width or left of the right edge', () => {
    expect(barsOf(barShape([0.5, 1.5, -1]))).toEqual([
      [50, 0, 33.33],
      [0, 33.33, 66.67],
      [100, 66.67, 100],
    ]);
  });

  it('hides the layer for a side with no rows', () => {
    expect(barShape([])).toBe(NO_BAR_SHAPE);
  });

  it('colours the layer once and writes its shape only when it changes', () => {
    const writes: string[] = [];
    const style = { backgroundColor: '' } as { backgroundColor: string; clipPath?: string };
    Object.defineProperty(style, 'clipPath', { set: (value: string) => writes.push(value) });
    const layer = { style } as unknown as HTMLElement;
    const bars = barPainter(layer, '#2ebd85');
    expect(style.backgroundColor).toBe('#2ebd85');
    bars.paint([0.5, 1]);
    bars.paint([0.5, 1]);
    bars.paint([]);
    expect(writes).toEqual([barShape([0.5, 1]), NO_BAR_SHAPE]);
  });

  it('paints nothing before the book has mounted its layer', () => {
    expect(() => barPainter(null, '#2ebd85').paint([1])).not.toThrow();
  });
});
