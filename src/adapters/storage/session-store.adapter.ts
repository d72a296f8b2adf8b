import { DEFAULT_LOCALE, isLocale } from '../../domain/locale/locale';
import { DEFAULT_CAN_PURCHASE, type StoredSession } from '../../domain/session/session';
import type { SessionStore } from '../../domain/session/session.port';
import { attempt, readText, removeAll } from './safe-storage';
import { AppStorageKeys, SIGNED_IN_FLAG, StorageKeys } from './storage-keys';

/**
 * A token is sent as the X-Access-Token header; text that no header can carry (spaces,
 * control or non-ASCII characters) is foreign data, and would make every call fail.
 */
const TOKEN_PATTERN = /^[\x21-\x7e]+$/;

/**
 * Everything that belongs to the signed-in user, with the cached figures of their money (the
 * contract balances and the wallet overview: nothing of a user's money stays on the device
 * after log-out). The language and per-user preferences stay for the next visit.
 */
const USER_KEYS = [
  StorageKeys.token,
  StorageKeys.userId,
  StorageKeys.login,
  StorageKeys.email,
  StorageKeys.purchase,
  AppStorageKeys.contractList,
  AppStorageKeys.walletOverview,
] as const;

function readSession(storage: Storage): StoredSession | null {
  const token = readText(storage, StorageKeys.token);
  const userId = readText(storage, StorageKeys.userId);
  if (token === null || userId === null || !TOKEN_PATTERN.test(token)) return null;
  const language = readText(storage, StorageKeys.language);
  return {
    token,
    userId,
    email: readText(storage, StorageKeys.email) ?? '',
    canPurchase: readText(storage, StorageKeys.purchase) ?? DEFAULT_CAN_PURCHASE,
    // A missing or unknown language is only a preference: the session stays valid.
    langType: isLocale(language) ? language : DEFAULT_LOCALE,
  };
}

function writeSession(storage: Storage, session: StoredSession): void {
  storage.setItem(StorageKeys.token, session.token);
  storage.setItem(StorageKeys.userId, session.userId);
  storage.setItem(StorageKeys.login, SIGNED_IN_FLAG);
  storage.setItem(StorageKeys.email, session.email);
  storage.setItem(StorageKeys.purchase, session.canPurchase);
  storage.setItem(StorageKeys.language, session.langType);
}

/** SPEC sections 3 and 4: the session under the desktop app's local storage keys. */
export function createLocalSessionStore(storage: Storage): SessionStore {
  return {
    load: () => readSession(storage),
    save(session) {
      // A half-written session could pair one user's token with another's id: drop it all.
      if (!attempt(() => writeSession(storage, session))) removeAll(storage, USER_KEYS);
    },
    clear: () => removeAll(storage, USER_KEYS),
  };
}
