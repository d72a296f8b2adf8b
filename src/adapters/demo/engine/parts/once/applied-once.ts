import type { EngineContext } from '../../engine-context';
import type { UserRecord } from '../../user-records';
import type { AppliedRequest } from './once-state';

/** How long a request id is remembered: far past any client's deadline and any retry of it. */
export const APPLIED_KEPT_MS = 24 * 60 * 60 * 1000;
/** The most request ids remembered per user, so a busy account's memory stays bounded. */
export const APPLIED_KEPT_PER_USER = 200;

export interface OnceKey {
  user: UserRecord;
  call: string;
  /** The client's request id; a request without one is applied each time, as before. */
  requestId: string | undefined;
  now: number;
}

/**
 * Applies a money request once per (user, call, request id): a repeat (the client's retry after
 * a lost answer) is answered with the first answer and moves nothing. Only an applied request is
 * remembered: a refusal changed nothing, so the same id may be applied once it is allowed.
 */
export function appliedOnce<T>(context: EngineContext, key: OnceKey, apply: () => T): T {
  const { user, call, requestId, now } = key;
  if (requestId === undefined || requestId === '') return apply();
  const state = context.state;
  const kept = state.appliedRequests.find(
    (entry) =>
      entry.userId === user.id &&
      entry.call === call &&
      entry.requestId === requestId &&
      now - entry.at < APPLIED_KEPT_MS,
  );
  // The answer was stored from a T by this same call.
  if (kept) return structuredClone(kept.answer) as T;
  const answer = apply();
  const entry = { userId: user.id, call, requestId, at: now, answer: structuredClone(answer ?? null) };
  state.appliedRequests = keptAfter([...state.appliedRequests, entry], user.id, now);
  return answer;
}

/** The remembered requests still within the window, and the user's newest few. */
function keptAfter(entries: AppliedRequest[], userId: string, now: number): AppliedRequest[] {
  const recent = entries.filter((entry) => now - entry.at < APPLIED_KEPT_MS);
  const users = recent.filter((entry) => entry.userId === userId);
  const dropped = new Set(users.slice(0, Math.max(0, users.length - APPLIED_KEPT_PER_USER)));
  return recent.filter((entry) => !dropped.has(entry));
}
