import { countdownText } from './address-cooldown';

/**
 * What holds a user's withdrawals apart from the form (issue: withdrawal controls that
 * hold): a lock after too many wrong fund passwords, a hold after the fund password is set
 * anew, and the whitelist-only setting. Times are the server's.
 */
export interface WithdrawGuard {
  /** Until when wrong fund passwords lock withdrawals; null when not locked. */
  lockedUntil: number | null;
  /** Until when a changed fund password holds withdrawals; null when not held. */
  heldUntil: number | null;
  /** Only saved addresses may be withdrawn to (a setting, default off). */
  whitelistOnly: boolean;
}

/** A user nothing holds: what a server that says nothing means. */
export const OPEN_GUARD: WithdrawGuard = { lockedUntil: null, heldUntil: null, whitelistOnly: false };

/** The whitelist-only setting asked for; the code counts only when turning it off. */
export interface WhitelistChange {
  on: boolean;
  code: string;
}

/** Why withdrawals wait, and until when. */
export interface WithdrawHold {
  reason: 'locked' | 'held';
  until: number;
}

/** The lock first (the user's own wrong tries), then the hold; null once both have passed. */
export function withdrawHoldOf(guard: WithdrawGuard, now: number): WithdrawHold | null {
  if (guard.lockedUntil !== null && guard.lockedUntil > now)
    return { reason: 'locked', until: guard.lockedUntil };
  if (guard.heldUntil !== null && guard.heldUntil > now) return { reason: 'held', until: guard.heldUntil };
  return null;
}

/** Time left as h:mm:ss, or mm:ss under an hour (a day's hold would read 1439:59 as minutes). */
export function holdLeftText(leftMs: number): string {
  const hours = Math.floor(Math.ceil(Math.max(0, leftMs) / 1_000) / 3_600);
  const rest = countdownText(leftMs - hours * 3_600_000);
  return hours > 0 ? `${hours}:${rest}` : rest;
}
