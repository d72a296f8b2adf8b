/**
 * Whole seconds left until settlement on server time; 0 once due. Never more than the
 * duration: the server-time estimate may trail by up to a second (the Date header has
 * whole seconds), and a 30 s position should not show "31s".
 */
export function secondsLeft(settlesAt: number, now: number, duration = Infinity): number {
  return Math.min(duration, Math.max(0, Math.ceil((settlesAt - now) / 1000)));
}

/** Settlement happens on the server at settlesAt; ask for the outcome shortly after, not before. */
export const SETTLE_GRACE_MS = 1_500;

/** How long to wait before the nearest position is surely settled: its settlesAt plus the grace. */
export function settleRecheckDelay(settlesAt: readonly number[], now: number): number | null {
  if (settlesAt.length === 0) return null;
  return Math.max(0, Math.min(...settlesAt) - now) + SETTLE_GRACE_MS;
}

/**
 * When a holding order settles at the latest. A server that sends neither settlesAt nor
 * openedAt still shows the order as holding now, so it opened at or before now and settles
 * within its positionTime from now: the watch asks then rather than never.
 */
export function latestSettleTime(
  order: { settlesAt: number | null; positionTime: number },
  now: number,
): number {
  return order.settlesAt ?? now + order.positionTime * 1000;
}
