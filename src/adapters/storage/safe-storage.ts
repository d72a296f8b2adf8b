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

/** The stored JSON value, or undefined when missing, unreadable or not JSON. */
export function readJson(storage: Storage, key: string): unknown {
  const text = readText(storage, key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The stored JSON object as a null-prototype copy (so a key named like an Object.prototype
 * member stays plain data), or an empty one when missing, unreadable or not an object.
 */
export function readRecord(storage: Storage, key: string): Record<string, unknown> {
  const parsed = readJson(storage, key);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.assign(Object.create(null) as Record<string, unknown>, parsed);
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
