import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The engine's hashing and its hex, from @noble/hashes, in this one file. */
export { bytesToHex, hexToBytes };

/** `bytes` random bytes (the platform's getRandomValues), in hex: a salt. */
export const randomHex = (bytes: number) => bytesToHex(randomBytes(bytes));

/** SHA-256 of a text, in hex (64 characters). */
export const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/**
 * SHA-256 of a high-entropy secret (a recovery code, a session's token) with what it belongs
 * to, in hex (64 characters; an earlier version's fast hash had 32). Such a secret cannot be
 * guessed from a list as a password can, so it needs no slow derivation, only a hash that does
 * not give it back.
 */
export const secretDigest = (scope: string, secret: string) => sha256Hex(`${scope}:${secret}`);

/**
 * PBKDF2-HMAC-SHA-256 in JavaScript, for a page without Web Crypto (plain http off localhost):
 * asynchronous, yielding to the page between slices, and loaded only there.
 */
export async function pbkdf2InScript(
  password: Uint8Array,
  salt: Uint8Array,
  iterations: number,
  bytes: number,
): Promise<Uint8Array> {
  const { pbkdf2Async } = await import('@noble/hashes/pbkdf2.js');
  return pbkdf2Async(sha256, password, salt, { c: iterations, dkLen: bytes });
}
