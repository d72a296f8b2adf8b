import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coinPlaces,
  DECIMAL_PRECISION,
  formatCoinAmount,
  isStablecoin,
  NO_AMOUNT,
  placesUsed,
  STABLECOINS,
} from '../../../src/domain/precision';
import { decimalArb, oracleCmp, oracleTruncate, sameValue } from '../support/decimal-oracle';

const plain = (shown: string) => shown.replaceAll(',', '');
const decimalsOf = (shown: string) => plain(shown).split('.')[1]?.length ?? 0;
const abs = (value: string) => value.replace(/^-/, '');
const stableArb = fc.constantFrom(...STABLECOINS, 'usdt');
const otherCoinArb = fc.constantFrom('BTC', 'ETH', 'SOL', 'DOGE', 'XRP');
const cutArb = fc.integer({ min: 0, max: DECIMAL_PRECISION });

describe('formatCoinAmount (amounts shown per coin, truncated as the SPEC cuts them)', () => {
  it.each([
    ['19991.992', 'USDT', '19,991.99'],
    ['10000', 'USDC', '10,000.00'],
    ['0.009', 'USDT', '0.00'],
    ['-3.003', 'USDT', '-3.00'],
    ['0.50000000', 'BTC', '0.5'],
    ['1.123456789', 'ETH', '1.12345678'],
    ['2', 'BTC', '2'],
    ['12345.10', 'BTC', '12,345.1'],
  ])('%s %s reads %s', (value, coin, shown) => {
    expect(formatCoinAmount(value, coin)).toBe(shown);
  });

  it('shows -- for an amount it cannot read', () => {
    expect(formatCoinAmount(null, 'USDT')).toBe(NO_AMOUNT);
    expect(formatCoinAmount('abc', 'BTC')).toBe(NO_AMOUNT);
  });

  it('never rounds up: the shown value is the value cut toward zero', () => {
    fc.assert(
      fc.property(decimalArb(12), fc.oneof(stableArb, otherCoinArb), cutArb, (value, coin, cut) => {
        const shown = plain(formatCoinAmount(value, coin, { cut }));
        expect(oracleCmp(abs(shown), abs(value))).toBeLessThanOrEqual(0);
        expect(sameValue(shown, oracleTruncate(value, decimalsOf(shown)))).toBe(true);
      }),
    );
  });

  it('never shows more decimals than the cut; a stablecoin always 2 (the cut allowing)', () => {
    fc.assert(
      fc.property(decimalArb(12), stableArb, cutArb, (value, coin, cut) => {
        expect(decimalsOf(formatCoinAmount(value, coin, { cut }))).toBe(Math.min(2, cut));
      }),
    );
    fc.assert(
      fc.property(decimalArb(12), otherCoinArb, cutArb, (value, coin, cut) => {
        expect(decimalsOf(formatCoinAmount(value, coin, { cut }))).toBeLessThanOrEqual(cut);
      }),
    );
  });

  it('shows any other coin without trailing zeros and loses nothing the cut keeps', () => {
    fc.assert(
      fc.property(decimalArb(12), otherCoinArb, cutArb, (value, coin, cut) => {
        const shown = plain(formatCoinAmount(value, coin, { cut }));
        expect(shown).not.toMatch(/\.\d*0$/);
        expect(sameValue(shown, oracleTruncate(value, cut))).toBe(true);
      }),
    );
  });

  it('gives a column one precision: every value as many decimals, none lost to the cut', () => {
    fc.assert(
      fc.property(fc.array(decimalArb(12), { minLength: 1, maxLength: 6 }), otherCoinArb, (values, coin) => {
        const places = coinPlaces(coin, values);
        const shown = values.map((value) => plain(formatCoinAmount(value, coin, { places })));
        expect(new Set(shown.map(decimalsOf)).size).toBe(1);
        shown.forEach((s, i) =>
          expect(sameValue(s, oracleTruncate(values[i] ?? '', DECIMAL_PRECISION))).toBe(true),
        );
      }),
    );
    expect(coinPlaces('BTC', ['0.5', '1.25', '3'])).toBe(2);
    expect(coinPlaces('USDT', ['0.12345678'])).toBe(2);
  });

  it('counts the decimals a value keeps once cut, trailing zeros dropped', () => {
    expect([
      placesUsed('1.2500', 8),
      placesUsed('0.123456789', 8),
      placesUsed('7', 8),
      placesUsed(null, 8),
    ]).toEqual([2, 8, 0, 0]);
  });

  it('knows the stablecoins by name in any case', () => {
    expect(['USDT', 'usdc', 'Dai'].every(isStablecoin)).toBe(true);
    expect(['BTC', 'ETH', 'USD'].some(isStablecoin)).toBe(false);
  });
});
