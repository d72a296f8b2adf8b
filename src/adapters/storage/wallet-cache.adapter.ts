import type { BalanceRow } from '../../domain/wallet/balances';
import { isDecimalString } from '../../domain/precision';
import { WalletAccount, type WalletSnapshot } from '../../domain/wallet/wallet';
import type { WalletCache, WalletPreferences } from '../../domain/wallet/wallet.port';
import { attempt, readRecord, readText } from './safe-storage';
import { AppStorageKeys, StorageKeys } from './storage-keys';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isBalance(value: unknown): value is BalanceRow {
  return (
    isRecord(value) &&
    typeof value.currencyName === 'string' &&
    isDecimalString(value.availableCurrency) &&
    isDecimalString(value.frozenCurrency)
  );
}

function readSnapshot(entry: Record<string, unknown>): WalletSnapshot | null {
  const { balances, prices } = entry;
  if (!isRecord(balances) || !isRecord(prices)) return null;
  const list = (account: WalletAccount): BalanceRow[] | null => {
    const value = balances[String(account)];
    return Array.isArray(value) && value.every(isBalance) ? value : null;
  };
  const [spot, contract, demo] = [
    list(WalletAccount.spot),
    list(WalletAccount.contract),
    list(WalletAccount.demo),
  ];
  if (!spot || !contract || !demo || !Object.values(prices).every(isDecimalString)) return null;
  return {
    balances: { [WalletAccount.spot]: spot, [WalletAccount.contract]: contract, [WalletAccount.demo]: demo },
    prices: prices as Record<string, string>,
  };
}

/** The overview under Wallet-Overview, for its owner only; corrupt or foreign data reads as nothing. */
export function createLocalWalletCache(storage: Storage): WalletCache {
  const owner = () => readText(storage, StorageKeys.userId);
  return {
    load() {
      const entry = readRecord(storage, AppStorageKeys.walletOverview);
      const userId = owner();
      if (userId === null || entry.userId !== userId) return null;
      return readSnapshot(entry);
    },
    save(snapshot) {
      const userId = owner();
      if (userId === null) return;
      // A refused write only costs the instant overview on the next visit.
      attempt(() => storage.setItem(AppStorageKeys.walletOverview, JSON.stringify({ userId, ...snapshot })));
    },
  };
}

/** The "hide amounts" eye, '1' when closed. */
export function createLocalWalletPreferences(storage: Storage): WalletPreferences {
  return {
    hideAmounts: () => readText(storage, AppStorageKeys.walletHideAmounts) === '1',
    setHideAmounts: (hidden) =>
      void attempt(() => storage.setItem(AppStorageKeys.walletHideAmounts, hidden ? '1' : '0')),
  };
}
