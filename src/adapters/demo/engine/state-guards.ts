import { PAY_COINS } from '../../../domain/wallet/pay-coins';
import { isDecimalString } from '../../../domain/precision';

/**
 * Readers for untrusted JSON: each returns the value (rebuilt from known keys only) or
 * undefined. A null reading is a valid value where a field allows null, so undefined is
 * the one "invalid" marker.
 */
export type Reader<T> = (value: unknown) => T | undefined;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const text: Reader<string> = (value) => (typeof value === 'string' ? value : undefined);

export const time: Reader<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

export const flag: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

export const decimal: Reader<string> = (value) => (isDecimalString(value) ? value : undefined);

export const amount: Reader<string> = (value) =>
  isDecimalString(value) && !value.startsWith('-') ? value : undefined;

export function oneOf<T>(options: readonly T[]): Reader<T> {
  return (value) => options.find((option) => option === value);
}

export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : read(value));
}

export function listOf<T>(read: Reader<T>): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const item of value) {
      const parsed = read(item);
      if (parsed === undefined) return undefined;
      items.push(parsed);
    }
    return items;
  };
}

/** A map keyed by pay coin; any other key makes the whole value invalid. */
export function byCurrency<T>(read: Reader<T>): Reader<Record<string, T>> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      const parsed = read(item);
      if (!(PAY_COINS as readonly string[]).includes(key) || parsed === undefined) return undefined;
      result[key] = parsed;
    }
    return result;
  };
}

type Shape<T> = { [K in keyof T]-?: Reader<T[K]> };

/** An object with exactly the fields of `shape` read; extra fields are dropped. */
export function objectOf<T>(shape: Shape<T>): Reader<T> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const result: Partial<T> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const parsed = shape[key](Object.hasOwn(value, key) ? value[key] : undefined);
      if (parsed === undefined) return undefined;
      result[key] = parsed;
    }
    return result as T;
  };
}

/** A coin symbol as the market lists it: upper-case letters and digits. */
export const coin: Reader<string> = (value) =>
  typeof value === 'string' && /^[A-Z0-9]{1,12}$/.test(value) ? value : undefined;

/** A map keyed by any coin (spot holds base coins too); any other key makes it invalid. */
export function byCoin<T>(read: Reader<T>): Reader<Record<string, T>> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      const parsed = read(item);
      if (coin(key) === undefined || parsed === undefined) return undefined;
      result[key] = parsed;
    }
    return result;
  };
}

/** A field added after states were first stored: missing reads as the default. */
export function withDefault<T>(read: Reader<T>, fallback: () => T): Reader<T> {
  return (value) => (value === undefined ? fallback() : read(value));
}
