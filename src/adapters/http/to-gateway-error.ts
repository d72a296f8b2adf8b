import { isAxiosError } from 'axios';
import { GatewayError } from '../../domain/shared/gateway-error';

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ECONNABORTED']);

/**
 * Translates a transport failure (no usable response arrived) into the port's terms.
 * `deadline` is the request's own time limit: when it has fired, the cancellation that
 * axios reports is a timeout, not a user abort.
 */
export function toGatewayError(error: unknown, deadline: AbortSignal): GatewayError {
  if (error instanceof GatewayError) return error;
  if (deadline.aborted) return new GatewayError({ kind: 'timeout' });
  if (isAxiosError(error) && error.code !== undefined && TIMEOUT_CODES.has(error.code)) {
    return new GatewayError({ kind: 'timeout' });
  }
  // Refused, reset, DNS and browser "Network Error" all mean the server was not reached.
  return new GatewayError({ kind: 'network' });
}
