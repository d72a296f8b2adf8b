import type { CoreEngineState } from './engine-state';
import { hashAt, hashString } from './market/hash';

/**
 * Ids, tokens and codes come from the state's counter through the seeded hash, so a
 * restored state carries on exactly where it stopped and tests can replay a run. They
 * are not secrets: demo data lives in the user's own browser (or a local test server).
 */
function next(state: CoreEngineState): number {
  state.counter += 1;
  return state.counter;
}

function hex(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

export function nextId(state: CoreEngineState): string {
  return String(next(state));
}

export function nextToken(state: CoreEngineState, now: number): string {
  const key = hashString(`token:${state.seed}:${next(state)}:${now}`);
  return [0, 1, 2, 3].map((part) => hex(hashAt(key, part))).join('');
}

/** A six-digit email code. */
export function nextEmailCode(state: CoreEngineState): string {
  const hash = hashAt(hashString(`code:${state.seed}`), next(state));
  return String((hash >>> 0) % 1_000_000).padStart(6, '0');
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An eight-character invite code, unique among the users so far. */
export function nextInviteCode(state: CoreEngineState): string {
  for (;;) {
    const key = hashString(`invite:${state.seed}:${next(state)}`);
    let code = '';
    for (let i = 0; i < 8; i += 1) code += INVITE_ALPHABET[(hashAt(key, i) >>> 0) % INVITE_ALPHABET.length];
    if (!state.users.some((user) => user.inviteCode === code)) return code;
  }
}

/**
 * A salt for an email with no account (password-record.ts), fixed per email: not a secret, only
 * a value shaped as a real salt, so that a log-in to an unknown email is derived as any other.
 */
export function nobodySalt(seed: string, email: string, bytes: number): string {
  const key = hashString(`no-account-salt:${seed}:${email}`);
  return Array.from({ length: bytes / 4 }, (_, part) => hex(hashAt(key, part))).join('');
}
