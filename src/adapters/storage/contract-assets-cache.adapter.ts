import type { BalanceRow } from '../../domain/wallet/balances';
import type { ContractAssetsCache } from '../../domain/contract/contract-assets-cache.port';
import type { ContractAssets } from '../../domain/contract/contract';
import { isDecimalString } from '../../domain/precision';
import { attempt, readRecord, readText } from './safe-storage';
import { AppStorageKeys, StorageKeys } from './storage-keys';

interface CachedEntry extends ContractAssets {
  /** Whose balances these are: another user signing in on this browser never sees them. */
  userId: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBalance(value: unknown): value is BalanceRow {
  if (!isRecord(value) || typeof value.currencyName !== 'string') return false;
  const { availableCurrency, frozenCurrency } = value;
  return (
    typeof availableCurrency === 'string' &&
    isDecimalString(availableCurrency) &&
    typeof frozenCurrency === 'string' &&
    isDecimalString(frozenCurrency)
  );
}

function isEntry(value: unknown): value is CachedEntry {
  if (!isRecord(value) || typeof value.userId !== 'string' || !Array.isArray(value.list)) return false;
  return (value.rate === null || typeof value.rate === 'string') && value.list.every(isBalance);
}

function readAll(storage: Storage): Record<string, unknown> {
  return readRecord(storage, AppStorageKeys.contractList);
}

/** The contract asset lists per account under Contract-List; corrupt or foreign entries read as nothing. */
export function createLocalContractAssetsCache(storage: Storage): ContractAssetsCache {
  const userId = () => readText(storage, StorageKeys.userId);
  return {
    load(account) {
      const entry = readAll(storage)[String(account)];
      const owner = userId();
      if (!isEntry(entry) || owner === null || entry.userId !== owner) return null;
      return { list: entry.list, rate: entry.rate };
    },
    save(account, assets) {
      const owner = userId();
      if (owner === null) return;
      const all = readAll(storage);
      all[String(account)] = { userId: owner, list: assets.list, rate: assets.rate } satisfies CachedEntry;
      // A refused write only costs the instant list on the next visit.
      attempt(() => storage.setItem(AppStorageKeys.contractList, JSON.stringify(all)));
    },
  };
}
