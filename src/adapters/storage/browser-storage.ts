import { createMemoryStorage } from './memory-storage';
import { isQuotaError } from './quota-watch';

export interface OpenedStorage {
  storage: Storage;
  /** False when the browser refused its storage and the app keeps its data in memory. */
  persistent: boolean;
  /** The storage reads but is full: what is already kept stays, new writes are refused. */
  full: boolean;
}

const PROBE_KEY = '__storage_probe__';

/**
 * The browser's localStorage when it works, else storage in memory. Reading
 * `window.localStorage` itself throws where storage is blocked (private mode, cookies
 * disabled, a sandboxed frame), so start-up must ask through here, never directly.
 */
export function openBrowserStorage(getStorage: () => Storage | null | undefined): OpenedStorage {
  try {
    const storage = getStorage();
    if (!storage) return { storage: createMemoryStorage(), persistent: false, full: false };
    try {
      storage.setItem(PROBE_KEY, PROBE_KEY);
    } catch (error) {
      // Full is not blocked: the session and the rest kept so far still read.
      if (isQuotaError(error)) return { storage, persistent: true, full: true };
      throw error;
    }
    storage.removeItem(PROBE_KEY);
    return { storage, persistent: true, full: false };
  } catch {
    return { storage: createMemoryStorage(), persistent: false, full: false };
  }
}
