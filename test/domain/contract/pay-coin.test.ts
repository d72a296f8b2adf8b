import { describe, expect, it } from 'vitest';
import { payCoinAvailable, usdtPricesOf } from '../../../src/domain/contract/pay-coin';
import type { Ticker } from '../../../src/domain/market/market';

const assets = {
  list: [{ currencyName: 'USDT', availableCurrency: '12.5', frozenCurrency: '0' }],
  rate: null,
};

describe('the pay coin', () => {
  it('reads the available balance of the pay coin, 0 when the account holds none', () => {
    expect(payCoinAvailable(assets, 'USDT')).toBe('12.5');
    expect(payCoinAvailable(assets, 'USDC')).toBe('0');
  });

  it('is unknown while the balances are', () => {
    expect(payCoinAvailable(null, 'USDT')).toBeNull();
  });

  it('prices coins by their USDT close only', () => {
    const ticker = (base: string, quote: string, close: string): Ticker => ({
      base,
      quote,
      close,
      logo: '',
      open: close,
      high: close,
      low: close,
      vol: '0',
    });
    expect(usdtPricesOf([ticker('BTC', 'USDT', '90000'), ticker('ETH', 'BTC', '0.03')])).toEqual({
      BTC: '90000',
    });
  });
});
