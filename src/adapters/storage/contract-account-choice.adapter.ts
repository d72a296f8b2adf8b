import { ContractAccount } from '../../domain/contract/contract';
import type { ContractAccountChoice } from '../../domain/contract/account-choice.port';
import { attempt, readRecord, readText } from './safe-storage';
import { AppStorageKeys, StorageKeys } from './storage-keys';

const ACCOUNTS: readonly unknown[] = [ContractAccount.real, ContractAccount.demo];

function isAccount(value: unknown): value is ContractAccount {
  return ACCOUNTS.includes(value);
}

/** The contract account each user chose, under Contract-Account by user id; anything else reads as none. */
export function createLocalContractAccountChoice(storage: Storage): ContractAccountChoice {
  const userId = () => readText(storage, StorageKeys.userId);
  const readAll = () => readRecord(storage, AppStorageKeys.contractAccount);
  const readSkips = () => readRecord(storage, AppStorageKeys.contractRealConfirmOff);
  return {
    load() {
      const owner = userId();
      if (owner === null) return null;
      const kept = readAll()[owner];
      return isAccount(kept) ? kept : null;
    },
    save(account) {
      const owner = userId();
      if (owner === null) return;
      const all = readAll();
      all[owner] = account;
      // A refused write costs only the restore on the next visit; the screen still shows the choice.
      attempt(() => storage.setItem(AppStorageKeys.contractAccount, JSON.stringify(all)));
    },
    asksBeforeRealOrders() {
      const owner = userId();
      // Nobody signed in (or an unreadable entry) asks: the safe side of real money.
      return owner === null || readSkips()[owner] !== true;
    },
    stopAskingBeforeRealOrders() {
      const owner = userId();
      if (owner === null) return;
      const all = readSkips();
      all[owner] = true;
      // A refused write only means the next visit asks again.
      attempt(() => storage.setItem(AppStorageKeys.contractRealConfirmOff, JSON.stringify(all)));
    },
  };
}
