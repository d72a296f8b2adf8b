import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coinColumn,
  DECIMAL_PRECISION,
  exactPlaces,
  finePlaces,
  formatCoinAmount,
  formatFineAmount,
  STABLECOINS,
} from '../../../src/domain/precision';
import { decimalArb, oracleCmp, oracleTruncate, sameValue } from '../support/decimal-oracle';

const plain = (shown: string) => shown.replaceAll(',', '');
const decimalsOf = (shown: string) => plain(shown).split('.')[1]?.length ?? 0;
const coinArb = fc.constantFrom(...STABLECOINS, 'BTC', 'ETH', 'DOGE');

describe('formatFineAmount (fees, interest and previews that can be under a cent)', () => {
  it.each([
    ['0.001', 'USDT', '0.001'],
    ['0.00684931', 'USDT', '0.00684931'],
    ['0.000000019', 'USDT', '0.00000001'],
    ['-0.005', 'USDT', '-0.005'],
    ['0.10000000', 'USDT', '0.10'],
    ['5', 'USDT', '5.00'],
    ['0.0936482', 'USDT', '0.09'],
    ['8.99999926', 'USDT', '8.99'],
    ['0', 'USDT', '0.00'],
    ['0.000000001', 'USDT', '0.00'],
    ['0.00000100', 'BTC', '0.000001'],
    ['1000.3', 'USDT', '1,000.30'],
  ])('%s %s reads %s', (value, coin, shown) => {
    expect(formatFineAmount(value, coin)).toBe(shown);
  });

  it('reads zero only for what the 8-place cut makes zero, never rounds up, and shows the coin as any amount of it otherwise', () => {
    fc.assert(
      fc.property(decimalArb(12), coinArb, (value, coin) => {
        const shown = plain(formatFineAmount(value, coin));
        const cut = oracleTruncate(value, DECIMAL_PRECISION);
        expect(/[1-9]/.test(shown)).toBe(/[1-9]/.test(cut));
        expect(oracleCmp(shown.replace(/^-/, ''), value.replace(/^-/, ''))).toBeLessThanOrEqual(0);
        expect(decimalsOf(shown)).toBeLessThanOrEqual(DECIMAL_PRECISION);
        if (/[1-9]/.test(plain(formatCoinAmount(value, coin))))
          expect(shown).toBe(plain(formatCoinAmount(value, coin)));
      }),
    );
  });

  it('shows an amount as it is sent whole to the cut, the coin places at least', () => {
    expect(exactPlaces('USDT', ['12.345'])).toBe(3);
    expect(exactPlaces('USDT', ['100'], ['9.5'])).toBe(2);
    expect(exactPlaces('BTC', ['0.5'], ['0.125'])).toBe(3);
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

  it('shows every value of one coin with as many decimals, and a fee that is not zero never as zero', () => {
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
          shown.forEach((s, i) => {
            const cut = oracleTruncate(values[i] ?? '', DECIMAL_PRECISION);
            // Another coin loses nothing the cut keeps; a fee never reads zero unless it is.
            if (!STABLECOINS.includes(coin)) expect(sameValue(s, cut)).toBe(true);
            if (fine) expect(/[1-9]/.test(s)).toBe(/[1-9]/.test(cut));
          });
        },
      ),
    );
  });
});
