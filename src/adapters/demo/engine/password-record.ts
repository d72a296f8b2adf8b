import { nobodySalt } from './ids';
import { legacyPasswordHash } from './legacy-hash';

/**
 * How the engine keeps a password: PBKDF2 with HMAC-SHA-256, a random salt per record, as one
 * text `pbkdf2-sha256$<iterations>$<salt hex>$<key hex>`. The engine is synchronous and Web
 * Crypto is not, so the key is derived before the engine's call (password-kdf.ts, in the demo
 * gateways and the reference server's routes) and handed over as a `DerivedPassword`; the
 * engine only compares and stores records.
 */
export const RECORD_SCHEME = 'pbkdf2-sha256';
export const SALT_BYTES = 16;
export const KEY_BYTES = 32;

const RECORD = new RegExp(
  `^${RECORD_SCHEME}\\$([1-9]\\d{0,8})\\$([0-9a-f]{${SALT_BYTES * 2}})\\$([0-9a-f]{${KEY_BYTES * 2}})$`,
);

/** What a key is derived with. */
export interface KdfParams {
  salt: string;
  iterations: number;
}

/** A stored record read back; null when the text is not one (a legacy hash, or anything else). */
export function readRecord(text: string): (KdfParams & { key: string }) | null {
  const match = RECORD.exec(text);
  if (!match) return null;
  const [, iterations = '', salt = '', key = ''] = match;
  return { iterations: Number(iterations), salt, key };
}

export function formatRecord({ salt, iterations }: KdfParams, key: string): string {
  return `${RECORD_SCHEME}$${iterations}$${salt}$${key}`;
}

/**
 * What the derivation before a call needs: the stored record's salt and iterations to compare
 * with (null when there is no record to derive against: a legacy hash is checked from the
 * password as typed), the iterations a new record is made with, and whether a check that
 * passes replaces the stored record (a legacy hash, or a record at another count).
 */
export interface PasswordTerms {
  check: KdfParams | null;
  iterations: number;
  renew: boolean;
}

/**
 * A password as derived before the engine's call: `check`, the record derived with the stored
 * record's salt and iterations (compared with it); `store`, a record with a fresh salt at the
 * engine's count (kept for a new password, or in place of the old one after a check).
 */
export interface DerivedPassword {
  check: string | null;
  store: string | null;
}

/** The terms for a stored record (a PBKDF2 record, or a hash saved by an earlier version). */
export function termsOfRecord(stored: string, iterations: number): PasswordTerms {
  const record = readRecord(stored);
  if (!record) return { check: null, iterations, renew: true };
  const { salt } = record;
  return {
    check: { salt, iterations: record.iterations },
    iterations,
    renew: record.iterations !== iterations,
  };
}

/**
 * Terms for an account that does not exist, alike to a real one's: a salt of its own, fixed per
 * email, so a log-in to an unknown email costs the same derivation as one to a known email.
 */
export function termsOfNobody(seed: string, email: string, iterations: number): PasswordTerms {
  return { check: { salt: nobodySalt(seed, email, SALT_BYTES), iterations }, iterations, renew: false };
}

/**
 * Whether a password matches what is stored: a record by the key derived against it, a legacy
 * hash by the password as typed (`legacy`: what the earlier version hashed, and its salt).
 */
export function passwordMatches(
  stored: string,
  derived: DerivedPassword,
  legacy: { salt: string; input: string },
): boolean {
  if (readRecord(stored)) return derived.check !== null && derived.check === stored;
  return stored === legacyPasswordHash(legacy.salt, legacy.input);
}

/**
 * What to keep after a check: the stored record when the password matches, or the fresh record
 * in its place when the stored one is due for renewal (a legacy hash, another count); null when
 * the password does not match.
 */
export function checkedRecord(
  stored: string,
  derived: DerivedPassword,
  legacy: { salt: string; input: string },
  iterations: number,
): string | null {
  if (!passwordMatches(stored, derived, legacy)) return null;
  if (!termsOfRecord(stored, iterations).renew) return stored;
  const fresh = derived.store === null ? null : readRecord(derived.store);
  return fresh && fresh.iterations === iterations ? (derived.store as string) : stored;
}

/** A new record, checked before it is kept: a PBKDF2 record at exactly the engine's count. */
export function recordToStore(derived: DerivedPassword, iterations: number): string {
  const record = derived.store === null ? null : readRecord(derived.store);
  if (!record || record.iterations !== iterations) {
    throw new Error(`a new password must come as a ${RECORD_SCHEME} record of ${iterations} iterations`);
  }
  return derived.store as string;
}
