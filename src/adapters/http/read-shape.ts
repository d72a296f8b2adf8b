import type { Page } from '../../domain/paging';
import { isDecimalString, parseDecimal } from '../../domain/precision';
import { GatewayError } from '../../domain/shared/gateway-error';
import { isRecord } from './response-body';

/**
 * Readers for untrusted response data. Each returns the domain's form of a value or throws
 * GatewayError {kind: 'malformed'}, so a wrong shape never reaches the domain half-read.
 */
export function malformed(): never {
  throw new GatewayError({ kind: 'malformed' });
}

export function readRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : malformed();
}

export function readList<T>(value: unknown, readItem: (item: unknown) => T): T[] {
  return Array.isArray(value) ? value.map(readItem) : malformed();
}

/** Ids and names may come as numbers from a Java backend; the domain keeps them as text. */
export function readText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return malformed();
}

/** A string field the server may leave out or null: read as ''. */
export function readOptionalText(value: unknown): string {
  return value === undefined || value === null ? '' : readText(value);
}

/**
 * Money as a decimal string. A plain decimal string is kept as sent, so a price's places
 * ('0.10') survive; numbers and exponent notation are normalised to plain notation.
 */
export function readDecimal(value: unknown): string {
  if (isDecimalString(value)) return value;
  if (typeof value !== 'number' && typeof value !== 'string') return malformed();
  return parseDecimal(value) ?? malformed();
}

export function readNullableDecimal(value: unknown): string | null {
  return readOptional(value, readDecimal);
}

/** A field the SPEC does not list: absent or null reads as null, present must be well formed. */
export function readOptional<T>(value: unknown, read: (value: unknown) => T): T | null {
  return value === undefined || value === null ? null : read(value);
}

/** Integers (times, counts, codes) as numbers; numeric strings are accepted. */
export function readInteger(value: unknown): number {
  const parsed = typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) ? parsed : malformed();
}

export function readOneOf<T extends number>(value: unknown, allowed: readonly T[]): T {
  const read = readInteger(value);
  return (allowed as readonly number[]).includes(read) ? (read as T) : malformed();
}

/** Flags come as booleans, 0/1 or their strings. */
export function readFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return malformed();
}

/** SPEC section 3: lists answer {list, totalRow, sum}; sum is the total count. */
export function readPage<T>(value: unknown, readItem: (item: unknown) => T): Page<T> {
  const page = readRecord(value);
  const sum = page.sum ?? page.totalRow;
  return { list: readList(page.list, readItem), sum: readInteger(sum) };
}
