import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinIcon } from '../../../src/domain/wallet/coin-icon';
import { WalletAccount, walletAccountOf, type WalletSnapshot } from '../../../src/domain/wallet/wallet';
import { inUnit, walletOverview } from '../../../src/domain/wallet/wallet-overview';

const row = (currencyName: string, availableCurrency: string, frozenCurrency = '0') => ({
  currencyName,
  availableCurrency,
  frozenCurrency,
});

const snapshot = (prices: Record<string, string>): WalletSnapshot => ({
  balances: {
    [WalletAccount.spot]: [row('USDT', '100', '5'), row('BTC', '0.5')],
    [WalletAccount.contract]: [row('USDT', '0.05'), row('DOGE', '1000')],
    [WalletAccount.demo]: [row('USDC', '2', '1')],
  },
  prices,
});

describe('wallet overview (SPEC section 3 totals)', () => {
  it('values USDT at 1, a missing price at 0, and adds the real accounts (not demo money)', () => {
    const overview = walletOverview(snapshot({ BTC: '40000', USDC: '1' }), false);
    const totals = overview.accounts.map((entry) => entry.totalUsdt);
    expect(totals).toEqual(['20105', '0.05', '3']);
    expect(overview.totalUsdt).toBe('20105.05');
    expect(overview.totalBtc).toBe('0.50262625');
  });

  it('hides totals of 0.1 or below but keeps them in the account total', () => {
    const overview = walletOverview(snapshot({ BTC: '40000', USDC: '1' }), true);
    const contract = overview.accounts.find((entry) => entry.account === WalletAccount.contract);
    expect(contract?.rows).toEqual([]);
    expect(contract?.totalUsdt).toBe('0.05');
  });

  it('shows 0 BTC when the BTC price is missing or zero', () => {
    expect(walletOverview(snapshot({}), false).totalBtc).toBe('0');
    expect(inUnit('100', '0')).toBe('0');
  });

  it('sums to the real account totals for any balances and prices', () => {
    const amount = fc
      .tuple(fc.nat(1_000_000), fc.nat(99_999_999))
      .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(8, '0')}`);
    fc.assert(
      fc.property(amount, amount, amount, amount, (a, b, c, price) => {
        const value: WalletSnapshot = {
          balances: {
            [WalletAccount.spot]: [row('USDT', a, b)],
            [WalletAccount.contract]: [row('BTC', c)],
            [WalletAccount.demo]: [row('USDT', b)],
          },
          prices: { BTC: price },
        };
        const overview = walletOverview(value, false);
        const real = overview.accounts.filter((entry) => entry.account !== WalletAccount.demo);
        const sum = real.reduce((total, entry) => total.plus(entry.totalUsdt), new Big(0));
        expect(sum.eq(overview.totalUsdt)).toBe(true);
        expect(new Big(overview.totalUsdt).gte(0)).toBe(true);
      }),
    );
  });
});

describe('wallet account route parameter', () => {
  it('reads 1, 2, 3 and falls back to the contract account (2)', () => {
    expect(walletAccountOf('1')).toBe(WalletAccount.spot);
    expect(walletAccountOf('3')).toBe(WalletAccount.demo);
    expect(walletAccountOf(undefined)).toBe(WalletAccount.contract);
    fc.assert(
      fc.property(fc.string(), (param) => {
        expect([1, 2, 3]).toContain(walletAccountOf(param));
      }),
    );
  });
});

describe('coin icons', () => {
  it('has images for USDC, MUTD and LTC and a stable generated badge otherwise', () => {
    expect(coinIcon('usdc')).toEqual({ kind: 'image', coin: 'USDC' });
    expect(coinIcon('LTC').kind).toBe('image');
    const btc = coinIcon('BTC');
    expect(btc).toMatchObject({ kind: 'generated', letter: 'B' });
    expect(coinIcon('BTC')).toEqual(btc);
    fc.assert(
      fc.property(fc.string(), (coin) => {
        const icon = coinIcon(coin);
        if (icon.kind === 'generated') expect(icon.hue).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
