import { describe, expect, it } from 'vitest';
import { payCoinAvailable } from '../../../src/domain/contract/pay-coin';

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
});
