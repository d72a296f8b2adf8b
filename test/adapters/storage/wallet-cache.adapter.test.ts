import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { AppStorageKeys, StorageKeys } from '../../../src/adapters/storage/storage-keys';
import {
  createLocalWalletCache,
  createLocalWalletPreferences,
} from '../../../src/adapters/storage/wallet-cache.adapter';
import { WalletAccount, type WalletSnapshot } from '../../../src/domain/wallet/wallet';

const snapshot: WalletSnapshot = {
  balances: {
    [WalletAccount.spot]: [{ currencyName: 'USDT', availableCurrency: '1', frozenCurrency: '0' }],
    [WalletAccount.contract]: [],
    [WalletAccount.demo]: [],
  },
  prices: { BTC: '50000' },
};

describe('wallet cache (local storage)', () => {
  it('gives the overview back to the same user only', () => {
    const storage = createMemoryStorage();
    storage.setItem(StorageKeys.userId, '7');
    const cache = createLocalWalletCache(storage);
    cache.save(snapshot);
    expect(cache.load()).toEqual(snapshot);
    storage.setItem(StorageKeys.userId, '8');
    expect(cache.load()).toBeNull();
  });

  it('reads corrupt or foreign data as nothing', () => {
    const storage = createMemoryStorage();
    storage.setItem(StorageKeys.userId, '7');
    const cache = createLocalWalletCache(storage);
    for (const text of ['{', '[]', '{"userId":"7"}', '{"userId":"7","balances":{"1":[{}]},"prices":{}}']) {
      storage.setItem(AppStorageKeys.walletOverview, text);
      expect(cache.load()).toBeNull();
    }
  });

  it('keeps the hide-amounts eye across reloads', () => {
    const storage = createMemoryStorage();
    expect(createLocalWalletPreferences(storage).hideAmounts()).toBe(false);
    createLocalWalletPreferences(storage).setHideAmounts(true);
    expect(createLocalWalletPreferences(storage).hideAmounts()).toBe(true);
  });
});
