/**
 * Why a call to the outside failed, as the rest of the app needs to know it. Adapters
 * translate their transport's failures into these; the UI turns each kind into a
 * translated message (a business message from the server is shown as it is).
 */
export type GatewayFailure =
  // reason: a word for the refusal a server may send beside msg (data.reason, assumed), so
  // the app can translate a refusal whose msg carries times or details.
  | { kind: 'business'; code: number; message: string; reason?: string }
  | { kind: 'session-expired'; message: string }
  | { kind: 'http-status'; status: number; body: unknown }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'malformed' };

export class GatewayError extends Error {
  readonly failure: GatewayFailure;

  constructor(failure: GatewayFailure) {
    super(GatewayError.describe(failure));
    this.name = 'GatewayError';
    this.failure = failure;
  }

  get kind(): GatewayFailure['kind'] {
    return this.failure.kind;
  }

  private static describe(failure: GatewayFailure): string {
    switch (failure.kind) {
      case 'business':
      case 'session-expired':
        return failure.message;
      case 'http-status':
        return `HTTP ${failure.status}`;
      default:
        return failure.kind;
    }
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

/** SPEC section 8: a business failure without a message falls back to 'error'. */
export const FALLBACK_ERROR_MESSAGE = 'error';
