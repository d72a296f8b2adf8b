import { isGatewayError } from '../../domain/shared/gateway-error';

/**
 * The one rule for calls that move money (an order, a transfer, a withdrawal, an exchange):
 * unless the exchange said clearly that it did not apply the request (a refusal with its
 * code, an ended session, a 4xx), the request may have been applied. A lost answer (timeout,
 * network error), any 5xx (a gateway that lost the answer, or a server that failed after
 * applying) and an answer that cannot be read (a success whose body is not what was asked)
 * are "outcome unknown", never "failed": the machine looks for what was sent (reloads
 * positions and balances, or asks the exchange) before its button comes back, and never
 * sends the request again by itself.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isGatewayError(error)) return false;
  const { failure } = error;
  if (failure.kind === 'timeout' || failure.kind === 'network' || failure.kind === 'malformed') return true;
  return failure.kind === 'http-status' && failure.status >= 500;
}

/** The machines' guard on an invoke's error event: was the answer lost? */
export const answerLost = ({ event }: { event: unknown }): boolean =>
  typeof event === 'object' && event !== null && 'error' in event && isOutcomeUnknown(event.error);

/**
 * How long after a send the exchange may still apply it (an assumption the API documents
 * nowhere: a request is applied within 30 s of being sent, or never). Well past the app's 12 s
 * deadline and the proxy's 10 s, for a server that went on working after both gave up.
 */
export const SERVER_DEADLINE_MS = 30_000;
/** How often a form whose outcome is unknown looks again for what it sent, until that deadline. */
export const RECHECK_MS = 3_000;
