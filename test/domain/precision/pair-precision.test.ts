import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_BASE_COIN,
  DEFAULT_PLACES,
  DEFAULT_QUOTE_COIN,
  formatAmount,
  formatPairPrice,
  PAIR_PRECISION,
  pairPrecision,
} from '../../../src/domain/precision';
import { decimalArb } from '../support/decimal-oracle';

// SPEC section 3, copied by hand so a typo in the table is caught.
const SPEC_TABLE: [string, string, number][] = [
  ['BTC', 'USDT', 2],
  ['ETH', 'USDT', 2],
  ['EOS', 'USDT', 4],
  ['LTC', 'USDT', 2],
  ['XRP', 'USDT', 2],
  ['ADA', 'USDT', 6],
  ['DOGE', 'USDT', 6],
  ['SHIB', 'USDT', 7],
  ['ETH', 'BTC', 6],
  ['EOS', 'BTC', 7],
  ['LTC', 'BTC', 6],
  ['XRP', 'BTC', 9],
  ['ADA', 'BTC', 8],
  ['DOGE', 'BTC', 9],
  ['EOS', 'ETH', 8],
  ['ADA', 'ETH', 6],
  ['DOGE', 'ETH', 8],
];

describe('pair precision (SPEC section 3)', () => {
  it('defaults to BTC/USDT', () => {
    expect([DEFAULT_BASE_COIN, DEFAULT_QUOTE_COIN]).toEqual(['BTC', 'USDT']);
  });

  it.each(SPEC_TABLE)('%s/%s shows %i decimals', (base, quote, places) => {
    expect(pairPrecision(base, quote)).toBe(places);
  });

  it('holds exactly the SPEC pairs', () => {
    const count = Object.values(PAIR_PRECISION).reduce((n, bases) => n + Object.keys(bases).length, 0);
    expect(count).toBe(SPEC_TABLE.length);
  });

  it('gives pairs outside the table, and reversed pairs, the default 4', () => {
    expect(pairPrecision('SOL', 'USDT')).toBe(DEFAULT_PLACES);
    expect(pairPrecision('USDT', 'BTC')).toBe(DEFAULT_PLACES);
    expect(pairPrecision('toString', 'constructor')).toBe(DEFAULT_PLACES);
    expect(pairPrecision('', '')).toBe(DEFAULT_PLACES);
  });

  it('shows a USDC pair (the second pay coin) as its USDT twin, and only pairs that twin has', () => {
    expect(pairPrecision('BTC', 'USDC')).toBe(2);
    expect(pairPrecision('shib', 'usdc')).toBe(7);
    expect(pairPrecision('SOL', 'USDC')).toBe(DEFAULT_PLACES);
    expect(formatPairPrice('BTC', 'USDC', '65432.129')).toBe('65,432.12');
  });

  it('formats a price to the pair decimals, truncating', () => {
    expect(formatPairPrice('BTC', 'USDT', '65432.129')).toBe('65,432.12');
    expect(formatPairPrice('shib', 'usdt', '0.0000123456')).toBe('0.0000123');
    expect(formatPairPrice('XRP', 'BTC', '0.0000089999999')).toBe('0.000008999');
    expect(formatPairPrice('BTC', 'USDT', undefined)).toBe('--');
  });
});

describe('pair precision properties', () => {
  const randomCase = (text: string) =>
    fc
      .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
      .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

  it('ignores the case of both coins', () => {
    const entry = fc.constantFrom(...SPEC_TABLE);
    const cased = entry.chain(([base, quote, places]) =>
      fc.tuple(randomCase(base), randomCase(quote), fc.constant(places)),
    );
    fc.assert(fc.property(cased, ([base, quote, places]) => pairPrecision(base, quote) === places));
  });

  it('formatPairPrice is formatAmount at the pair precision', () => {
    const pair = fc.oneof(
      fc.constantFrom(...SPEC_TABLE.map(([b, q]) => [b, q] as const)),
      fc.tuple(fc.string(), fc.string()),
    );
    fc.assert(
      fc.property(pair, decimalArb(), ([base, quote], price) => {
        expect(formatPairPrice(base, quote, price)).toBe(formatAmount(price, pairPrecision(base, quote)));
      }),
    );
  });
});
