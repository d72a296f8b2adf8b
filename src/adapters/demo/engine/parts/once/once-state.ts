/** A money request the engine applied, and what it answered: a repeat of its id gets the same. */
export interface AppliedRequest {
  userId: string;
  /** The call it was made on (e.g. 'spot.placeOrder'): one id on two calls is two requests. */
  call: string;
  requestId: string;
  at: number;
  /** The first answer as plain JSON (null for a call that answers nothing). */
  answer: unknown;
}

/** The once part's slice of the saved state. */
export interface OnceEngineState {
  appliedRequests: AppliedRequest[];
}
