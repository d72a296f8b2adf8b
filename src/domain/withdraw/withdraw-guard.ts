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
  /** What started the hold; null when none runs or the server did not say. */
  heldBecause: HoldCause | null;
  /** Only saved addresses may be withdrawn to (a setting, default off). */
  whitelistOnly: boolean;
}

/**
 * Loosening a control holds withdrawals for a day, as exchanges do: a fund password set anew
 * (it may have been reset by whoever took the mailbox), or whitelist-only turned off (it
 * opens the way to any address).
 */
export const HoldCause = { fundPassword: 'fundPassword', whitelistOff: 'whitelistOff' } as const;
export type HoldCause = (typeof HoldCause)[keyof typeof HoldCause];
export const HOLD_CAUSES: readonly HoldCause[] = Object.values(HoldCause);

/** A user nothing holds: what a server that says nothing means. */
export const OPEN_GUARD: WithdrawGuard = {
  lockedUntil: null,
  heldUntil: null,
  heldBecause: null,
  whitelistOnly: false,
};

/** The whitelist-only setting asked for; the code counts only when turning it off. */
export interface WhitelistChange {
  on: boolean;
  code: string;
}

/** Why withdrawals wait, and until when. */
export interface WithdrawHold {
  reason: 'locked' | 'held';
  until: number;
  /** Why a hold runs (null for a lock, or a hold the server gave no cause for). */
  cause: HoldCause | null;
}

/** The lock first (the user's own wrong tries), then the hold; null once both have passed. */
export function withdrawHoldOf(guard: WithdrawGuard, now: number): WithdrawHold | null {
  if (guard.lockedUntil !== null && guard.lockedUntil > now)
    return { reason: 'locked', until: guard.lockedUntil, cause: null };
  if (guard.heldUntil !== null && guard.heldUntil > now)
    return { reason: 'held', until: guard.heldUntil, cause: guard.heldBecause };
  return null;
}

/** Time left as h:mm:ss, or mm:ss under an hour (a day's hold would read 1439:59 as minutes). */
export function holdLeftText(leftMs: number): string {
  const hours = Math.floor(Math.ceil(Math.max(0, leftMs) / 1_000) / 3_600);
  const rest = countdownText(leftMs - hours * 3_600_000);
  return hours > 0 ? `${hours}:${rest}` : rest;
}
