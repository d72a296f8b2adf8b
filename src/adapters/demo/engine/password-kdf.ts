import { bytesToHex, hexToBytes, pbkdf2InScript, randomHex } from './digests';
import {
  formatRecord,
  KEY_BYTES,
  SALT_BYTES,
  type DerivedPassword,
  type KdfParams,
  type PasswordTerms,
} from './password-record';

/**
 * PBKDF2-HMAC-SHA-256 with Web Crypto, the platform's own (native, and off the main thread in
 * browsers, so a long derivation never blocks the page); the one derivation the demo gateways
 * and the reference server's routes both run before the engine's call. A page served over plain
 * http off localhost has no `crypto.subtle`: there the same derivation runs in @noble/hashes'
 * asynchronous PBKDF2 (same records, slower, yielding to the page between slices).
 */
async function deriveKey(password: string, { salt, iterations }: KdfParams): Promise<Uint8Array> {
  const input = new TextEncoder().encode(password);
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return pbkdf2InScript(input, hexToBytes(salt), iterations, KEY_BYTES);
  const material = await subtle.importKey('raw', input, 'PBKDF2', false, ['deriveBits']);
  const params = { name: 'PBKDF2', hash: 'SHA-256', salt: hexToBytes(salt), iterations };
  return new Uint8Array(await subtle.deriveBits(params, material, KEY_BYTES * 8));
}

/** The record of `password` derived with these params (`pbkdf2-sha256$...`). */
export async function deriveRecord(password: string, params: KdfParams): Promise<string> {
  return formatRecord(params, bytesToHex(await deriveKey(password, params)));
}

const freshRecord = (password: string, iterations: number) =>
  deriveRecord(password, { salt: randomHex(SALT_BYTES), iterations });

/**
 * A password the engine checks: derived against the stored record, and with a fresh salt as
 * well when a check that passes is to renew it (a legacy hash, another count).
 */
export async function derivedToCheck(password: string, terms: PasswordTerms): Promise<DerivedPassword> {
  const [check, store] = await Promise.all([
    terms.check ? deriveRecord(password, terms.check) : null,
    terms.renew ? freshRecord(password, terms.iterations) : null,
  ]);
  return { check, store };
}

/** A new password: a record with a fresh random salt at the engine's count. */
export async function derivedToStore(
  password: string,
  { iterations }: Pick<PasswordTerms, 'iterations'>,
): Promise<DerivedPassword> {
  return { check: null, store: await freshRecord(password, iterations) };
}
