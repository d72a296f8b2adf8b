export { backoffDelay, POLL_INTERVAL_MS, STALE_AFTER_MS } from './live-feed.timing';

const FETCH_ID_PREFIX = 'detail-';

/** Each request is spawned under an id that carries its sequence number. */
export function detailFetchId(seq: number): string {
  return `${FETCH_ID_PREFIX}${seq}`;
}

/** The sequence number in an 'xstate.done.actor.detail-N' or '.error.' event type, else null. */
export function seqOfDetail(eventType: string): number | null {
  const at = eventType.lastIndexOf(FETCH_ID_PREFIX);
  if (at === -1) return null;
  const seq = Number(eventType.slice(at + FETCH_ID_PREFIX.length));
  return Number.isSafeInteger(seq) && seq > 0 ? seq : null;
}
