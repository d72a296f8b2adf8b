import { describe, expect, it } from 'vitest';
import { closesOf, pairPrice } from '../../../src/domain/contract/pair-prices';
import type { Ticker } from '../../../src/domain/market/market';

const ticker = (base: string, quote: string, close: string): Ticker => ({
  base,
  quote,
  logo: '',
  open: close,
  close,
  high: close,
  low: close,
  vol: '0',
});

describe('pair prices', () => {
  it("keeps one quote coin's closes by base coin", () => {
    const tickers = [
      ticker('BTC', 'USDT', '90000'),
      ticker('BTC', 'USDC', '90012.5'),
      ticker('ETH', 'BTC', '0.03'),
    ];
    expect(closesOf(tickers, 'USDT')).toEqual({ BTC: '90000' });
    expect(closesOf(tickers, 'USDC')).toEqual({ BTC: '90012.5' });
  });

  it('prices a pair by its own quote coin, and nothing before that quote has a price', () => {
    const prices = { USDT: { BTC: '90000' }, USDC: { BTC: '90012.5' } };
    expect(pairPrice(prices, 'BTC', 'USDC')).toBe('90012.5');
    expect(pairPrice(prices, 'BTC', 'USDT')).toBe('90000');
    expect(pairPrice(prices, 'ETH', 'USDC')).toBeNull();
    expect(pairPrice({ USDT: { BTC: '1' } }, 'BTC', 'USDC')).toBeNull();
    expect(pairPrice(prices, 'toString', 'constructor')).toBeNull();
  });
});
