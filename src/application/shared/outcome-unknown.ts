import { isGatewayError } from '../../domain/shared/gateway-error';

/**
 * Gateway statuses that say the answer was lost between a proxy and the exchange (502 Bad
 * Gateway, 504 Gateway Timeout): the exchange may have applied the request all the same.
 */
const LOST_BY_GATEWAY = new Set([502, 504]);

/**
 * The one rule for calls that move money (an order, a transfer, adding demo funds): when
 * the answer is lost (timeout, network error, a gateway that lost it) the request may have
 * been applied. Such a failure is "outcome unknown", never "failed": the machine checks
 * (reloads positions and balances, or asks the exchange) before its button comes back, and
 * never sends the request again by itself.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isGatewayError(error)) return false;
  const { failure } = error;
  if (failure.kind === 'timeout' || failure.kind === 'network') return true;
  return failure.kind === 'http-status' && LOST_BY_GATEWAY.has(failure.status);
}

/** The machines' guard on an invoke's error event: was the answer lost? */
export const answerLost = ({ event }: { event: unknown }): boolean =>
  typeof event === 'object' && event !== null && 'error' in event && isOutcomeUnknown(event.error);
