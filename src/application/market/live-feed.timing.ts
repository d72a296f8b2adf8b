/** SPEC section 4: the TimerAttach event fires every 5 seconds. */
export const POLL_INTERVAL_MS = 5_000;
/** Data older than three missed intervals is stale: trading refuses to open positions on it. */
export const STALE_AFTER_MS = 3 * POLL_INTERVAL_MS;
/** Retries wait 5 s, 10 s, 20 s ... up to one minute. */
export const MAX_BACKOFF_MS = 60_000;

export function backoffDelay(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 10));
  return Math.min(POLL_INTERVAL_MS * 2 ** exponent, MAX_BACKOFF_MS);
}

const FETCH_ID_PREFIX = 'tickers-';

/** Each request is spawned under an id that carries its sequence number. */
export function fetchId(seq: number): string {
  return `${FETCH_ID_PREFIX}${seq}`;
}

/** The sequence number in an 'xstate.done.actor.tickers-N' or '.error.' event type, else null. */
export function seqOfActor(eventType: string): number | null {
  const at = eventType.lastIndexOf(FETCH_ID_PREFIX);
  if (at === -1) return null;
  const seq = Number(eventType.slice(at + FETCH_ID_PREFIX.length));
  return Number.isSafeInteger(seq) && seq > 0 ? seq : null;
}
