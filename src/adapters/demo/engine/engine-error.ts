/** SPEC section 7: any code other than 1 is a failure; -2 means the session is gone. */
export const ErrorCode = { business: 0, sessionExpired: -2 } as const;

/**
 * A refused call, shaped like the API's {code, msg} envelope so the demo adapter and the
 * reference server can pass it on unchanged.
 */
export class EngineError extends Error {
  readonly code: number;
  readonly msg: string;
  /** A word the app translates by, sent as the envelope's data.reason (msg may carry times). */
  readonly reason: string | undefined;

  constructor(code: number, msg: string, reason?: string) {
    super(msg);
    this.name = 'EngineError';
    this.code = code;
    this.msg = msg;
    this.reason = reason;
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}

/** Business rule broken: code 0 with the message the app shows, and its reason word if it has one. */
export function refuse(msg: string, reason?: string): never {
  throw new EngineError(ErrorCode.business, msg, reason);
}
