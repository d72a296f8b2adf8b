import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coinColumn,
  DECIMAL_PRECISION,
  finePlaces,
  formatFineAmount,
  STABLECOINS,
} from '../../../src/domain/precision';
import { decimalArb, oracleTruncate, sameValue } from '../support/decimal-oracle';

const plain = (shown: string) => shown.replaceAll(',', '');
const decimalsOf = (shown: string) => plain(shown).split('.')[1]?.length ?? 0;
const coinArb = fc.constantFrom(...STABLECOINS, 'BTC', 'ETH', 'DOGE');

describe('formatFineAmount (fees, interest and previews that can be under a cent)', () => {
  it.each([
    ['0.001', 'USDT', '0.001'],
    ['0.10000000', 'USDT', '0.10'],
    ['5', 'USDT', '5.00'],
    ['0.0936482', 'USDT', '0.0936482'],
    ['0.123456789', 'USDT', '0.12345678'],
    ['0', 'USDT', '0.00'],
    ['0.00000100', 'BTC', '0.000001'],
    ['1000.3', 'USDT', '1,000.30'],
  ])('%s %s reads %s', (value, coin, shown) => {
    expect(formatFineAmount(value, coin)).toBe(shown);
  });

  it('keeps every digit of the 8-place cut, so nothing that is not zero reads zero', () => {
    fc.assert(
      fc.property(decimalArb(12), coinArb, (value, coin) => {
        const shown = plain(formatFineAmount(value, coin));
        expect(sameValue(shown, oracleTruncate(value, DECIMAL_PRECISION))).toBe(true);
        expect(decimalsOf(shown)).toBeLessThanOrEqual(DECIMAL_PRECISION);
      }),
    );
  });

  it('widens a column of amounts to its fine values, the coin allowing no fewer places', () => {
    expect(finePlaces('USDT', ['0.001'], ['99.9'])).toBe(3);
    expect(finePlaces('USDT', ['1'], ['994'])).toBe(2);
    expect(finePlaces('BTC', ['0.0001'], ['0.12345'])).toBe(5);
  });
});

describe('coinColumn (one precision per coin down a column of several coins)', () => {
  it('lines up each coin on its own places', () => {
    const cells = [
      { value: '0.5', coin: 'BTC' },
      { value: '0.125', coin: 'BTC' },
      { value: '12', coin: 'ETH' },
      { value: '10', coin: 'USDT' },
    ];
    const show = coinColumn(cells);
    expect(cells.map(({ value, coin }) => show(value, coin))).toEqual(['0.500', '0.125', '12', '10.00']);
  });

  it('gives fees their fine places per coin, and shows a coin it was not built with on its own', () => {
    const show = coinColumn(
      [
        { value: '0.09', coin: 'USDT' },
        { value: '0.0012', coin: 'USDT' },
      ],
      { fine: true },
    );
    expect([show('0.09', 'USDT'), show('0.0012', 'USDT'), show('0.5000', 'ETH')]).toEqual([
      '0.0900',
      '0.0012',
      '0.5',
    ]);
  });

  it('shows every value of one coin with as many decimals, none lost to the cut', () => {
    fc.assert(
      fc.property(
        fc.array(decimalArb(12), { minLength: 1, maxLength: 6 }),
        coinArb,
        fc.boolean(),
        (values, coin, fine) => {
          const show = coinColumn(
            values.map((value) => ({ value, coin })),
            { fine },
          );
          const shown = values.map((value) => plain(show(value, coin)));
          expect(new Set(shown.map(decimalsOf)).size).toBe(1);
          if (fine || !STABLECOINS.includes(coin))
            shown.forEach((s, i) =>
              expect(sameValue(s, oracleTruncate(values[i] ?? '', DECIMAL_PRECISION))).toBe(true),
            );
        },
      ),
    );
  });
});
