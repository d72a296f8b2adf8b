import { describe, expect, it } from 'vitest';
import { exchangeFigures } from '../../../../src/ui/features/convert/convert-figures';

describe('exchangeFigures (the flash exchange per coin)', () => {
  it('shows USDT given with 2 places and BTC received without trailing zeros', () => {
    expect(
      exchangeFigures({
        fromCoin: 'USDT',
        toCoin: 'BTC',
        fromAmount: '100.00000000',
        toAmount: '0.00106400',
        fee: '0.00000106',
      }),
    ).toEqual({ fromAmount: '100.00', toAmount: '0.00106400', fee: '0.00000106' });
  });

  it('gives the fee and what arrives one precision, widened so a fee under a cent is not 0.00', () => {
    expect(
      exchangeFigures({
        fromCoin: 'BTC',
        toCoin: 'USDT',
        fromAmount: '0.5',
        toAmount: '46824.1',
        fee: '46.87',
      }),
    ).toEqual({ fromAmount: '0.5', toAmount: '46,824.10', fee: '46.87' });
    expect(
      exchangeFigures({
        fromCoin: 'BTC',
        toCoin: 'USDT',
        fromAmount: '0.00001',
        toAmount: '0.9354',
        fee: '0.0009',
      }),
    ).toEqual({ fromAmount: '0.00001', toAmount: '0.9354', fee: '0.0009' });
  });

  it('shows what is given exactly as it is sent', () => {
    expect(
      exchangeFigures({ fromCoin: 'USDT', toCoin: 'ETH', fromAmount: '12.345', toAmount: '0.004', fee: '0' })
        .fromAmount,
    ).toBe('12.345');
  });
});
