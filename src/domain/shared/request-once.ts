/**
 * How a request that moves money goes out: with the client's id for it. The server applies one
 * id once and answers a repeat with the first answer, so the same request sent again after a
 * lost answer (the user's own press) never moves money twice. The field travels as `requestId`
 * (api-paths.ts: assumed).
 */
export interface RequestOnce {
  readonly requestId: string;
}
