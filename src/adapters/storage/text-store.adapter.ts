import type { TextStore } from '../../domain/shared/text-store.port';
import { attempt, readText, removeAll } from './safe-storage';

/** Text by key in browser storage; a blocked or full storage reads as empty and refuses writes. */
export function createBrowserTextStore(storage: Storage): TextStore {
  return {
    read: (key) => readText(storage, key),
    write: (key, text) => attempt(() => storage.setItem(key, text)),
    remove: (key) => removeAll(storage, [key]),
  };
}
