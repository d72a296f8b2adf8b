/**
 * Browser storage can throw on any call (private mode, quota, storage disabled by policy).
 * These helpers turn such failures into "nothing stored" so start-up never crashes.
 */

/** `setItem(key, undefined)` in old code stores the text 'undefined'; it means "absent". */
const ABSENT_TEXTS = new Set(['', 'undefined', 'null']);

/** The stored text, or null when missing, blank, a stringified nothing, or unreadable. */
export function readText(storage: Storage, key: string): string | null {
  let value: string | null;
  try {
    value = storage.getItem(key);
  } catch {
    return null;
  }
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return ABSENT_TEXTS.has(trimmed) ? null : trimmed;
}

/** Runs a storage operation; returns false instead of throwing when the storage refuses. */
export function attempt(operation: () => void): boolean {
  try {
    operation();
    return true;
  } catch {
    return false;
  }
}

export function removeAll(storage: Storage, keys: readonly string[]): void {
  // Each key on its own: one refusal must not leave the others behind.
  for (const key of keys) attempt(() => storage.removeItem(key));
}
