import type { SavedAddress } from './address-book';

/**
 * Milliseconds until a saved address may receive a withdrawal; 0 once it may. Never more than
 * the lock the server set (usableAt - createdAt): server time is known to the second, so a
 * fresh address would otherwise count down from a second past its lock.
 */
export function cooldownLeftMs(address: Pick<SavedAddress, 'usableAt' | 'createdAt'>, now: number): number {
  const lock = Math.max(0, address.usableAt - address.createdAt);
  return Math.min(lock, Math.max(0, address.usableAt - now));
}

export function isUsable(address: Pick<SavedAddress, 'usableAt' | 'createdAt'>, now: number): boolean {
  return cooldownLeftMs(address, now) === 0;
}

/** The countdown as mm:ss (hours fold into minutes), rounded up so 0:00 means usable. */
export function countdownText(leftMs: number): string {
  const seconds = Math.ceil(Math.max(0, leftMs) / 1_000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
