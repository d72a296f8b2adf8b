import type { ApiGroup, ApiPaths } from '../../../src/adapters/http/api-paths';
import { EngineError } from '../../../src/adapters/demo/engine';

/** One API request as a route sees it: form body or query parameters, and the token. */
export interface RouteRequest {
  params: URLSearchParams;
  /** X-Access-Token, '' when absent (the engine answers -2 for it). */
  token: string;
  /** The User-Agent header: a log-in names its session's device by it (absent in direct calls). */
  userAgent?: string;
}

/** A success envelope {code: 1, msg, data}, or a body sent as it is (Huobi-shaped market answers). */
export type Reply = { kind: 'envelope'; data: unknown; msg?: string } | { kind: 'raw'; body: unknown };

/** A route that derives a password first (password-kdf.ts) answers when the derivation is done. */
export type Handler = (request: RouteRequest) => Reply | Promise<Reply>;

/** One handler for every entry of the API table: a path left out does not compile. */
export type RouteTable = { [G in ApiGroup]: { [K in keyof ApiPaths[G]]: Handler } };

export const ok = (data: unknown = null, msg?: string): Reply => ({
  kind: 'envelope',
  data,
  ...(msg === undefined ? {} : { msg }),
});

export function text(params: URLSearchParams, name: string): string {
  return params.get(name) ?? '';
}

/** An optional text filter: absent and '' both mean "no filter". */
export function optionalText(params: URLSearchParams, name: string): string | undefined {
  return params.get(name) || undefined;
}

/** A money call's client request id (api-paths.ts: assumed): the engine applies one id once. */
export function requestIdOf(params: URLSearchParams): string | undefined {
  return optionalText(params, 'requestId');
}

/**
 * An optional integer. A present value that is not an integer becomes NaN, so the engine
 * refuses it rather than the server guessing.
 */
export function optionalInt(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  return /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : Number.NaN;
}

export function int(params: URLSearchParams, name: string): number {
  return optionalInt(params, name) ?? Number.NaN;
}

/** Business refusal from the server itself (not the engine): code 0 with a message. */
export function refuse(msg: string): never {
  throw new EngineError(0, msg);
}
