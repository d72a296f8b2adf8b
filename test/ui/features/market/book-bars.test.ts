// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { barPainter, barPath, NO_BAR_PATH } from '../../../../src/ui/features/market/pair/book-bars';

/** The bars a path draws, read back from its steps: [left edge, top, bottom] per row, in the unit square. */
function barsOf(path: string): number[][] {
  const body = /^M1 0((?:H[\d.]+V[\d.]+)*)H1Z$/.exec(path)?.[1];
  if (body === undefined) throw new Error(`not a bar path: ${path}`);
  const steps = [...body.matchAll(/H([\d.]+)V([\d.]+)/g)].map((step) => [Number(step[1]), Number(step[2])]);
  return steps.map(([left = NaN, bottom = NaN], i) => [left, steps[i - 1]?.[1] ?? 0, bottom]);
}

describe('book depth bars', () => {
  it('gives each row its share of the width from the right, in bands of equal height', () => {
    expect(barsOf(barPath([0.25, 1]))).toEqual([
      [0.75, 0, 0.5],
      [0, 0.5, 1],
    ]);
  });

  it('never draws past the full width or left of the right edge', () => {
    expect(barsOf(barPath([0.5, 1.5, -1]))).toEqual([
      [0.5, 0, 0.3333],
      [0, 0.3333, 0.6667],
      [1, 0.6667, 1],
    ]);
  });

  it('draws nothing for a side with no rows', () => {
    expect(barPath([])).toBe(NO_BAR_PATH);
  });

  it('colours the path once and writes its outline only when it changes', () => {
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    const writes: string[] = [];
    const setAttribute = path.setAttribute.bind(path);
    path.setAttribute = (name: string, value: string) => {
      if (name === 'd') writes.push(value);
      setAttribute(name, value);
    };
    const bars = barPainter(path, '#2ebd85');
    expect(path.getAttribute('fill')).toBe('#2ebd85');
    bars.paint([0.5, 1]);
    bars.paint([0.5, 1]);
    bars.paint([]);
    expect(writes).toEqual([barPath([0.5, 1]), NO_BAR_PATH]);
  });

  it('paints nothing before the book has mounted its layer', () => {
    expect(() => barPainter(null, '#2ebd85').paint([1])).not.toThrow();
  });
});
