import fc from 'fast-check';
import { MARKET_PAIRS } from '../../../../../src/adapters/demo/engine';
import type { Pair } from '../../../../../src/domain/market/market';

/** Any time from 2020 to 2030, to the millisecond. */
export const anyTime = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });

export const anyPair: fc.Arbitrary<Pair> = fc
  .constantFrom(...MARKET_PAIRS)
  .map((pair) => ({ base: pair.base, quote: pair.quote }));

export const anySeed = fc.string({ minLength: 1, maxLength: 12 });
