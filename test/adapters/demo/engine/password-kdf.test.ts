import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  derivedToCheck,
  derivedToStore,
  deriveRecord,
} from '../../../../src/adapters/demo/engine/password-kdf';
import { readRecord, termsOfRecord } from '../../../../src/adapters/demo/engine/password-record';
import { recordSync } from '../../../support/fixtures/plain-passwords';

const SALT = '000102030405060708090a0b0c0d0e0f';
const hex = (text: string) => Buffer.from(text).toString('hex');

afterEach(() => vi.unstubAllGlobals());

describe('the password derivation before an engine call (PBKDF2-HMAC-SHA-256)', () => {
  it('gives the published test vector (RFC 7914 section 11: "passwd", "salt", 1 iteration)', async () => {
    const record = await deriveRecord('passwd', { salt: hex('salt'), iterations: 1 });
    expect(record.split('$')).toEqual([
      'pbkdf2-sha256',
      '1',
      hex('salt'),
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc',
    ]);
  });

  it("derives what the tests' synchronous stand-in derives, and the same without Web Crypto", async () => {
    const params = { salt: SALT, iterations: 1_000 };
    const record = await deriveRecord('secret-1', params);
    expect(record).toBe(recordSync('secret-1', params));
    // A page served over plain http off localhost has no crypto.subtle.
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => webcrypto.getRandomValues(bytes) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    expect(await deriveRecord('secret-1', params)).toBe(record);
  });

  it('makes a new record with a fresh random salt at the count it is given', async () => {
    const [a, b] = await Promise.all([
      derivedToStore('secret-1', { iterations: 1_000 }),
      derivedToStore('secret-1', { iterations: 1_000 }),
    ]);
    expect(a.check).toBeNull();
    const [first, second] = [readRecord(a.store ?? ''), readRecord(b.store ?? '')];
    expect(first?.iterations).toBe(1_000);
    expect(first?.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(first?.salt).not.toBe(second?.salt);
    expect(first?.key).not.toBe(second?.key);
  });

  it('derives a check against the stored record, and a fresh record too when the stored one is due', async () => {
    const stored = await deriveRecord('secret-1', { salt: SALT, iterations: 1_000 });
    const same = await derivedToCheck('secret-1', termsOfRecord(stored, 1_000));
    expect(same).toEqual({ check: stored, store: null });
    expect((await derivedToCheck('wrong-one', termsOfRecord(stored, 1_000))).check).not.toBe(stored);
    const renewed = await derivedToCheck('secret-1', termsOfRecord(stored, 2_000));
    expect(renewed.check).toBe(stored);
    expect(readRecord(renewed.store ?? '')?.iterations).toBe(2_000);
    // A legacy hash has no salt to derive against: only the new record is made.
    const legacy = await derivedToCheck('secret-1', termsOfRecord('0123abcd'.repeat(4), 1_000));
    expect(legacy.check).toBeNull();
    expect(readRecord(legacy.store ?? '')?.iterations).toBe(1_000);
  });
});
