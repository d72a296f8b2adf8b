import { FALLBACK_ERROR_MESSAGE, isGatewayError } from '../../domain/shared/gateway-error';

/**
 * Why something failed, as the user is told it. The server's own words come first (SPEC
 * section 8: a refusal or -2 shows its msg); every other kind is a translated text the UI
 * picks (`ui/shared/failure-text.ts`), so no raw `network`, `timeout` or `HTTP 500` reaches
 * a screen.
 * - `error`: the SPEC's fallback 'error' (a refusal without msg, or a failure of our own).
 * - `server`: an HTTP error status; `malformed`: an answer that is not the documented shape.
 * - `outcome-unknown`: a call that moves money lost its answer, so it may have been applied;
 *   the positions and balances were reloaded and nothing was sent again.
 * - `outcome-still-unknown`: the same, once the server's deadline has passed and the lists still
 *   do not show it: the user is told where to look before trying again.
 */
export type FailureKind =
  'network' | 'timeout' | 'server' | 'malformed' | 'error' | 'outcome-unknown' | 'outcome-still-unknown';

/** `reason`: the refusal's word when the server sent one; the UI translates by it before the text. */
export type Failure = { kind: 'said'; text: string; reason?: string } | { kind: FailureKind };

export const OUTCOME_UNKNOWN: Failure = { kind: 'outcome-unknown' };
export const OUTCOME_STILL_UNKNOWN: Failure = { kind: 'outcome-still-unknown' };
export const FALLBACK_FAILURE: Failure = { kind: 'error' };

/** The server's words, unless it sent none (the adapters fill in the SPEC's 'error'). */
function said(text: string, reason?: string): Failure {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === FALLBACK_ERROR_MESSAGE) return FALLBACK_FAILURE;
  return reason === undefined ? { kind: 'said', text: trimmed } : { kind: 'said', text: trimmed, reason };
}

/**
 * The one mapper from a failed call to what the user is told. Anything that is not a
 * gateway failure (a bug, a refused promise of our own) is the fallback, never its text.
 */
export function failureOf(error: unknown): Failure {
  if (!isGatewayError(error)) return FALLBACK_FAILURE;
  const { failure } = error;
  switch (failure.kind) {
    case 'business':
      return said(failure.message, failure.reason);
    case 'session-expired':
      return said(failure.message);
    case 'http-status':
      return { kind: 'server' };
    default:
      return { kind: failure.kind };
  }
}

/** The failure's server text, for tests and logs; null for a kind the UI translates. */
export function saidText(failure: Failure | null): string | null {
  return failure?.kind === 'said' ? failure.text : null;
}
