import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleAssets, withTotals } from '../../../src/domain/wallet/asset-totals';
import { gt } from '../../../src/domain/precision';

const row = (currencyName: string, availableCurrency: string, frozenCurrency = '0') => ({
  currencyName,
  availableCurrency,
  frozenCurrency,
});

describe('contract asset totals (SPEC section 3)', () => {
  it('prices USDT at 1, a known coin at its latest close and a coin without a price at 0', () => {
    const rows = withTotals([row('USDT', '10', '2.5'), row('BTC', '0.5', '0.25'), row('XYZ', '100')], {
      BTC: '60000.12',
    });
    expect(rows.map((r) => [r.currencyName, r.price, r.total])).toEqual([
      ['USDT', '1', '12.5'],
      ['BTC', '60000.12', '45000.09'],
      ['XYZ', '0', '0'],
    ]);
  });

  it('hides totals of 0.1 and below when asked, and nothing otherwise', () => {
    const rows = withTotals([row('USDT', '0.1'), row('USDC', '0.10000001'), row('BTC', '1')], {
      USDC: '1',
      BTC: '0.05',
    });
    expect(visibleAssets(rows, true).map((r) => r.currencyName)).toEqual(['USDC']);
    expect(visibleAssets(rows, false)).toHaveLength(3);
  });

  it('never lists a hidden-small total of 0.1 or less (property)', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((n) => String(n / 1e6));
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, amount)), (pairs) => {
        const rows = withTotals(
          pairs.map(([a, f]) => row('USDT', a, f)),
          {},
        );
        return visibleAssets(rows, true).every((r) => gt(r.total, '0.1'));
      }),
    );
  });
});
