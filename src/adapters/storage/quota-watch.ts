import type { StorageQuota } from '../../domain/shared/storage-quota.port';

/** A full storage, as each browser names it (Firefox's own name, and the legacy code 22). */
export function isQuotaError(error: unknown): boolean {
  if (typeof DOMException === 'undefined' || !(error instanceof DOMException)) return false;
  return (
    error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22
  );
}

/** A storage that is never full (tests, and storage kept in memory). */
export const NEVER_FULL: StorageQuota = { onFull: () => () => undefined };

export interface WatchedStorage {
  storage: Storage;
  quota: StorageQuota;
}

/**
 * Wraps browser storage so that a full quota breaks nothing: a write refused for lack of
 * space is kept in memory instead (read back first, for this page's life), and the quota
 * port tells whoever listens, so the user hears once that changes will not outlive the
 * page. Without this a refused session write would sign the user out mid-visit.
 * `fullAlready` is for a start-up probe that found it full.
 */
export function watchStorageQuota(inner: Storage, fullAlready = false): WatchedStorage {
  let full = fullAlready;
  const spilled = new Map<string, string>();
  const listeners = new Set<() => void>();
  const report = () => {
    full = true;
    for (const listener of [...listeners]) listener();
  };
  const keys = () => {
    const stored: string[] = [];
    for (let index = 0; index < inner.length; index += 1) {
      const key = inner.key(index);
      if (key !== null && !spilled.has(key)) stored.push(key);
    }
    return [...stored, ...spilled.keys()];
  };
  const storage: Storage = {
    get length() {
      return keys().length;
    },
    key: (index) => keys()[index] ?? null,
    getItem: (key) => spilled.get(String(key)) ?? inner.getItem(key),
    setItem: (key, value) => {
      try {
        inner.setItem(key, value);
        spilled.delete(String(key));
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        spilled.set(String(key), String(value));
        report();
      }
    },
    removeItem: (key) => {
      spilled.delete(String(key));
      inner.removeItem(key);
    },
    clear: () => {
      spilled.clear();
      inner.clear();
    },
  };
  return {
    storage,
    quota: {
      onFull(listener) {
        listeners.add(listener);
        if (full) listener();
        return () => void listeners.delete(listener);
      },
    },
  };
}
