/** Knots of one level of the branch and bound search: index and each coin's value. */
export interface Points {
  index: Float64Array;
  base: Float64Array;
  quote: Float64Array;
}

/**
 * Two reusable buffers, one per alternate level, so refining allocates nothing: 2000
 * daily candles would otherwise churn the garbage collector. Safe because the search
 * is synchronous and never re-entered.
 */
const buffers: Points[] = [0, 1].map(() => ({
  index: new Float64Array(256),
  base: new Float64Array(256),
  quote: new Float64Array(256),
}));

export function take(which: number, capacity: number): Points {
  const buffer = buffers[which] ?? {
    index: new Float64Array(0),
    base: new Float64Array(0),
    quote: new Float64Array(0),
  };
  if (buffer.index.length < capacity) {
    const size = Math.max(capacity, buffer.index.length * 2);
    buffer.index = new Float64Array(size);
    buffer.base = new Float64Array(size);
    buffer.quote = new Float64Array(size);
  }
  return buffer;
}
