import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalContractAssetsCache } from '../../../src/adapters/storage/contract-assets-cache.adapter';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { ContractAccount } from '../../../src/domain/contract/contract';
import type { ContractAssets } from '../../../src/domain/contract/contract';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';

const assets: ContractAssets = {
  list: [{ currencyName: 'USDT', availableCurrency: '100.5', frozenCurrency: '10' }],
  rate: '50%',
};

const signedIn = (userId = 'u1') => {
  const storage = createMemoryStorage();
  storage.setItem('User-Id', userId);
  return storage;
};

describe('the local contract asset cache (Contract-List)', () => {
  it('reads null when nothing was cached', () => {
    expect(createLocalContractAssetsCache(signedIn()).load(ContractAccount.real)).toBeNull();
  });

  it('keeps one list per account and reads each back', () => {
    const storage = signedIn();
    const demo = { list: [], rate: null };
    createLocalContractAssetsCache(storage).save(ContractAccount.real, assets);
    createLocalContractAssetsCache(storage).save(ContractAccount.demo, demo);
    expect(createLocalContractAssetsCache(storage).load(ContractAccount.real)).toEqual(assets);
    expect(createLocalContractAssetsCache(storage).load(ContractAccount.demo)).toEqual(demo);
    expect(storage.getItem('Contract-List')).not.toBeNull();
  });

  it("never shows another user's balances, and keeps nothing without a signed-in user", () => {
    const storage = signedIn('u1');
    createLocalContractAssetsCache(storage).save(ContractAccount.real, assets);
    storage.setItem('User-Id', 'u2');
    expect(createLocalContractAssetsCache(storage).load(ContractAccount.real)).toBeNull();
    storage.removeItem('User-Id');
    createLocalContractAssetsCache(storage).save(ContractAccount.demo, assets);
    expect(createLocalContractAssetsCache(storage).load(ContractAccount.demo)).toBeNull();
  });

  it('discards a row whose amount is not a decimal string', () => {
    const storage = signedIn();
    const row = { currencyName: 'USDT', availableCurrency: 100, frozenCurrency: '0' };
    storage.setItem('Contract-List', JSON.stringify({ 1: { userId: 'u1', list: [row], rate: null } }));
    expect(createLocalContractAssetsCache(storage).load(ContractAccount.real)).toBeNull();
  });

  it('never throws on corrupt or foreign stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const storage = signedIn();
        storage.setItem('Contract-List', text);
        const cache = createLocalContractAssetsCache(storage);
        expect(() => cache.load(ContractAccount.real)).not.toThrow();
        expect(() => cache.save(ContractAccount.real, assets)).not.toThrow();
      }),
    );
  });

  it('reads nothing and saves nothing, without throwing, when storage refuses', () => {
    const cache = createLocalContractAssetsCache(createThrowingStorage());
    expect(() => cache.save(ContractAccount.real, assets)).not.toThrow();
    expect(cache.load(ContractAccount.real)).toBeNull();
  });
});
