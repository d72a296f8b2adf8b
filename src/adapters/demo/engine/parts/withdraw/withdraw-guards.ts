import { HoldCause, type WithdrawGuard } from '../../../../../domain/withdraw/withdraw-guard';
import {
  CODE_FOR_ANOTHER,
  HOLD_REFUSAL,
  WithdrawRefusal,
} from '../../../../../domain/withdraw/withdraw-refusal';
import { checkEmailCode, codeSubject, spendEmailCode } from '../../email-codes';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';
import type { WithdrawGuardRecord } from './withdraw-guard-record';
import { PASSWORD_INCORRECT } from '../../users';

/** The refusals say until when (SPEC section 8: the app shows msg as it comes). */
const untilText = (until: number, now: number) => {
  const minutes = Math.ceil((until - now) / 60_000);
  const left = minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
  return `until ${new Date(until).toISOString().slice(0, 16).replace('T', ' ')} UTC (${left} left)`;
};
export const lockedText = (until: number, now: number) =>
  `Too many wrong fund passwords: withdrawals are locked ${untilText(until, now)}`;
const HELD_BECAUSE: Readonly<Record<HoldCause, string>> = {
  fundPassword: 'The fund password was changed',
  whitelistOff: 'Whitelist-only withdrawals were turned off',
};
export const heldText = (cause: HoldCause, until: number, now: number) =>
  `${HELD_BECAUSE[cause]}: withdrawals are held ${untilText(until, now)}`;

function recordOf(context: EngineContext, user: UserRecord): WithdrawGuardRecord {
  const found = context.state.withdrawGuards.find((entry) => entry.userId === user.id);
  if (found) return found;
  const fresh: WithdrawGuardRecord = {
    userId: user.id,
    failures: [],
    lockedUntil: null,
    whitelistOnly: false,
    whitelistOffAt: null,
  };
  context.state.withdrawGuards.push(fresh);
  return fresh;
}

/** The hold that runs longest of those started by loosening a control, or null. */
function runningHold(
  context: EngineContext,
  user: UserRecord,
  record: WithdrawGuardRecord | undefined,
  now: number,
): { until: number; cause: HoldCause } | null {
  const { fundPasswordHoldMs, whitelistOffHoldMs } = context.settings;
  const started = [
    { at: user.fundPasswordChangedAt, cause: HoldCause.fundPassword, length: fundPasswordHoldMs },
    { at: record?.whitelistOffAt ?? null, cause: HoldCause.whitelistOff, length: whitelistOffHoldMs },
  ];
  const running = started
    .flatMap(({ at, cause, length }) => (at === null ? [] : [{ until: at + length, cause }]))
    .filter((hold) => hold.until > now)
    .sort((a, b) => b.until - a.until);
  return running[0] ?? null;
}

/** What the withdraw screen is told: only holds still running. */
export function withdrawGuardOf(context: EngineContext, user: UserRecord, now: number): WithdrawGuard {
  const record = context.state.withdrawGuards.find((entry) => entry.userId === user.id);
  const lockedUntil = record?.lockedUntil ?? null;
  const hold = runningHold(context, user, record, now);
  return {
    lockedUntil: lockedUntil !== null && lockedUntil > now ? lockedUntil : null,
    heldUntil: hold?.until ?? null,
    heldBecause: hold?.cause ?? null,
    whitelistOnly: record?.whitelistOnly ?? false,
  };
}

/** Refuses, saying why and until when, while a lock or a hold runs. */
export function refuseWhileHeld(context: EngineContext, user: UserRecord, now: number): void {
  const { lockedUntil, heldUntil, heldBecause } = withdrawGuardOf(context, user, now);
  if (lockedUntil !== null) refuse(lockedText(lockedUntil, now), WithdrawRefusal.locked);
  const cause = heldBecause ?? HoldCause.fundPassword;
  if (heldUntil !== null) refuse(heldText(cause, heldUntil, now), HOLD_REFUSAL[cause]);
}

/**
 * A wrong fund password (the code was right): counted per user within the lock's length; the
 * last allowed one locks withdrawals and voids the withdraw code, so the guess cannot go on.
 */
export function refuseWrongFundPassword(context: EngineContext, user: UserRecord, now: number): never {
  const { fundPasswordTries, fundPasswordLockMs } = context.settings;
  const record = recordOf(context, user);
  record.failures = [...record.failures.filter((at) => now - at < fundPasswordLockMs), now];
  if (record.failures.length < fundPasswordTries) refuse(PASSWORD_INCORRECT);
  record.failures = [];
  record.lockedUntil = now + fundPasswordLockMs;
  spendEmailCode(context, user.email, 'withdraw');
  refuse(lockedText(record.lockedUntil, now), WithdrawRefusal.locked);
}

/** A right fund password starts the count afresh. */
export function forgetWrongFundPasswords(context: EngineContext, user: UserRecord): void {
  const record = context.state.withdrawGuards.find((entry) => entry.userId === user.id);
  if (record) record.failures = [];
}

/**
 * Whitelist-only withdrawals: turning them on only narrows where money may go, so it is
 * immediate; turning them off widens it, so it asks for the withdraw email code (a stolen
 * session alone cannot open the way to a new address) and holds withdrawals for a day (nor
 * can a stolen mailbox with it).
 */
export function setWhitelistOnly(
  context: EngineContext,
  user: UserRecord,
  on: boolean,
  code: unknown,
  now: number,
): void {
  if (!on) {
    checkEmailCode(context, user.email, 'withdraw', code, now);
    // A code sent for a withdrawal approves that withdrawal only.
    if (codeSubject(context, user.email, 'withdraw', now) !== null) {
      refuse(CODE_FOR_ANOTHER, WithdrawRefusal.codeForAnother);
    }
    spendEmailCode(context, user.email, 'withdraw');
  }
  const record = recordOf(context, user);
  // Only a real loosening holds: turning off what is already off opens nothing.
  if (!on && record.whitelistOnly) record.whitelistOffAt = now;
  record.whitelistOnly = on;
}
