import { createMemoryStorage } from './memory-storage';

export interface OpenedStorage {
  storage: Storage;
  /** False when the browser refused its storage and the app keeps its data in memory. */
  persistent: boolean;
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
    if (!storage) return { storage: createMemoryStorage(), persistent: false };
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return { storage, persistent: true };
  } catch {
    return { storage: createMemoryStorage(), persistent: false };
  }
}
