/**
 * Seeded integer hashing. Every random-looking value of the simulation is a pure function
 * of (seed, stream, index), so any moment of the market can be recomputed on demand,
 * identically in the browser and in Node, with no stored history. Hashes are signed
 * 32-bit integers: V8 keeps those unboxed, which matters in the price path's hot loops.
 */

const TWO_32 = 4_294_967_296;
const TWO_MINUS_31 = 1 / 2_147_483_648;

/** A 32-bit finaliser (lowbias32): small input changes flip about half the output bits. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h | 0;
}

/** FNV-1a over UTF-16 code units, then mixed: turns a seed or a stream name into a key. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** Derives a sub-key, e.g. the key of one coin's stream from the market key. */
export function subKey(key: number, name: string): number {
  return mix32(key ^ hashString(name));
}

/**
 * Hash of an index below 2^32 under a key: the hot-loop form, one multiply (a bijection
 * on 32 bits) and one finaliser.
 */
export function hashSmall(key: number, index: number): number {
  return mix32(Math.imul(index, 0x9e3779b1) ^ key);
}

/** Hash of any non-negative integer index up to 2^53 (e.g. a millisecond timestamp). */
export function hashAt(key: number, index: number): number {
  const low = index % TWO_32;
  const high = Math.floor(index / TWO_32);
  return mix32(key ^ mix32(low + Math.imul(high, 0x9e3779b9)));
}

/** A uniform number in [0, 1) from a hash. */
export function unit(hash: number): number {
  return (hash >>> 0) / TWO_32;
}

/** A uniform number in [-1, 1) from a hash. */
export function signedUnit(hash: number): number {
  return hash * TWO_MINUS_31;
}
