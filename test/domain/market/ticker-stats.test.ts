import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ticker } from '../../../src/domain/market/market';
import { truncate } from '../../../src/domain/precision';
import {
  changePercent,
  changePercentCut,
  directionOf,
  lastPriceMove,
  searchTickers,
  sortTickers,
} from '../../../src/domain/market/ticker-stats';

const t = (base: string, open: string, close: string, vol = '1'): Ticker => ({
  base,
  quote: 'USDT',
  logo: '',
  open,
  close,
  high: close,
  low: open,
  vol,
});

describe('ticker stats', () => {
  it('computes the 24 h change in percent from open and close as decimals', () => {
    expect(changePercent(t('BTC', '100', '110'))).toBe('10');
    expect(changePercent(t('BTC', '0.3', '0.1'))).toMatch(/^-66\.6+/);
  });

  it('has no change when the open is zero or unreadable', () => {
    expect(changePercent(t('BTC', '0', '1'))).toBeNull();
    expect(changePercent(t('BTC', 'abc', '1'))).toBeNull();
    expect(directionOf(t('BTC', '0', '1'))).toBe('flat');
  });

  it('tells up, down and flat', () => {
    expect(directionOf(t('BTC', '1', '2'))).toBe('up');
    expect(directionOf(t('BTC', '2', '1'))).toBe('down');
    expect(directionOf(t('BTC', '2', '2'))).toBe('flat');
  });

  it('tells the direction that the sign of the change in percent says, for any open and close', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
      .map(([negative, units, places]) => {
        const digits = units.toString().padStart(places + 1, '0');
        const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
        return negative && units !== 0n ? `-${text}` : text;
      });
    fc.assert(
      fc.property(decimal, decimal, (open, close) => {
        const change = changePercent(t('BTC', open, close));
        const expected =
          change === null ? 'flat' : change.startsWith('-') ? 'down' : /[1-9]/.test(change) ? 'up' : 'flat';
        expect(directionOf(t('BTC', open, close))).toBe(expected);
      }),
    );
  });

  it('cuts the change in percent toward zero, as truncating the exact change does, for any prices', () => {
    // Short prices take whole-number units, long ones big.js: both must give the same text.
    const decimal = fc
      .tuple(
        fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.bigInt({ min: 0n, max: 10n ** 30n })),
        fc.integer({ min: 0, max: 16 }),
      )
      .map(([units, places]) => {
        const digits = units.toString().padStart(places + 1, '0');
        return places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
      });
    fc.assert(
      fc.property(decimal, decimal, fc.integer({ min: 0, max: 4 }), (open, close, places) => {
        const change = changePercent(t('BTC', open, close));
        expect(changePercentCut(t('BTC', open, close), places)).toBe(
          change === null ? null : truncate(change, places),
        );
      }),
      { numRuns: 500 },
    );
    expect(changePercentCut(t('BTC', '0.3', '0.1'), 2)).toBe('-66.66');
    expect(changePercentCut(t('BTC', '100', '99.9999'), 2)).toBe('0.00');
    expect(changePercentCut(t('BTC', '0.00', '1'), 2)).toBeNull();
    expect(changePercentCut(t('BTC', '-2', '1'), 2)).toBe('-150.00');
  });

  it('searches base coin and symbol, case-insensitive', () => {
    const list = [t('BTC', '1', '1'), t('ETH', '1', '1')];
    expect(searchTickers(list, ' eth ').map((x) => x.base)).toEqual(['ETH']);
    expect(searchTickers(list, 'btcusdt').map((x) => x.base)).toEqual(['BTC']);
    expect(searchTickers(list, '')).toHaveLength(2);
  });

  it('sorts by name, price, change and volume as decimals, not as text', () => {
    const list = [t('ETH', '10', '9', '100'), t('BTC', '2', '10', '20'), t('ADA', '1', '1.5', '3')];
    expect(sortTickers(list, 'name', 'asc').map((x) => x.base)).toEqual(['ADA', 'BTC', 'ETH']);
    expect(sortTickers(list, 'price', 'desc').map((x) => x.base)).toEqual(['BTC', 'ETH', 'ADA']);
    expect(sortTickers(list, 'change', 'desc').map((x) => x.base)).toEqual(['BTC', 'ADA', 'ETH']);
    expect(sortTickers(list, 'volume', 'asc').map((x) => x.base)).toEqual(['ADA', 'BTC', 'ETH']);
  });

  it('colours the last price by its move against the one shown before, keeping the move while it stands still', () => {
    // The first price has nothing before it: the 24 h direction.
    expect(lastPriceMove(null, t('BTC', '100', '90'), 'flat')).toBe('down');
    expect(lastPriceMove('90', t('BTC', '100', '91'), 'down')).toBe('up');
    expect(lastPriceMove('91', t('BTC', '100', '90.5'), 'up')).toBe('down');
    expect(lastPriceMove('90.5', t('BTC', '100', '90.50'), 'down')).toBe('down');
    expect(lastPriceMove('90.5', t('BTC', '100', 'n/a'), 'down')).toBe('flat');
  });

  it('says up exactly when the new last price is above the one before, for any pair of prices', () => {
    const price = fc.integer({ min: 1, max: 10 ** 9 }).map((cents) => (cents / 100).toFixed(2));
    fc.assert(
      fc.property(
        price,
        price,
        fc.constantFrom<'up' | 'down' | 'flat'>('up', 'down', 'flat'),
        (a, b, before) => {
          const move = lastPriceMove(a, t('BTC', '1', b), before);
          const expected = Number(b) > Number(a) ? 'up' : Number(b) < Number(a) ? 'down' : before;
          expect(move).toBe(expected);
        },
      ),
    );
  });
});
