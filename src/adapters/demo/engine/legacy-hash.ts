import { hashAt, hashString } from './market/hash';

function hex(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

/**
 * The fast hash earlier versions kept passwords, fund passwords and recovery codes in (the
 * market's seeded hash, salted with the user id). Nothing new is made with it: it is kept only
 * so that a state saved in a browser by those versions still opens, and each such hash is
 * replaced by a PBKDF2 record at the next check that passes (password-record.ts).
 */
export function legacyPasswordHash(salt: string, input: string): string {
  const key = hashString(`password:${salt}:${input}`);
  return [0, 1, 2, 3].map((part) => hex(hashAt(key, part))).join('');
}
