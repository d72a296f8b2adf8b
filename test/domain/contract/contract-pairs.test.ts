import { describe, expect, it } from 'vitest';
import { CONTRACT_BASES, contractBaseOf } from '../../../src/domain/contract/contract-pairs';

describe('the contract pair a market link asks for', () => {
  it('offers the USDT pairs of the SPEC precision table', () => {
    expect(CONTRACT_BASES).toEqual(['BTC', 'ETH', 'EOS', 'LTC', 'XRP', 'ADA', 'DOGE', 'SHIB']);
  });

  it('reads the base coin of a lowercase USDT symbol', () => {
    expect(contractBaseOf('ethusdt')).toBe('ETH');
    expect(contractBaseOf('SHIBUSDT')).toBe('SHIB');
  });

  it('falls back to BTC for no symbol, another quote or a coin the contract does not offer', () => {
    expect(contractBaseOf(null)).toBe('BTC');
    expect(contractBaseOf('ethbtc')).toBe('BTC');
    expect(contractBaseOf('usdcusdt')).toBe('BTC');
    expect(contractBaseOf('usdt')).toBe('BTC');
  });
});
