/**
 * A Storage kept in memory: for tests, and for browsers where localStorage is missing or
 * refuses access, so the app still runs (nothing survives a reload there).
 */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(String(key)) ?? null,
    // The Web Storage API stores every value as text, so this one does too.
    setItem: (key: string, value: string) => {
      items.set(String(key), String(value));
    },
    removeItem: (key: string) => {
      items.delete(String(key));
    },
    clear: () => items.clear(),
  };
}
