/**
 * Fault injection for the e2e and adapter tests (DESIGN.md section 5): per API path, an
 * added latency and/or an answer that replaces the real one. '*' applies to every path
 * that has no fault of its own. A fault with a `token` plays only for requests signed with
 * that X-Access-Token, so tests running in parallel against one server (one browser each)
 * cannot take each other's faults or clear them. Requests made signed out carry no token: a
 * page may send an `X-Fault-Scope` header of its own, which a fault's `token` matches too.
 */
export type FaultAnswer =
  /** An HTTP error status, with a JSON body (default {error: 'Injected fault'}). */
  | { kind: 'status'; status: number; body?: unknown }
  /** A business refusal: {code, msg} with HTTP 200. */
  | { kind: 'code'; code: number; msg: string }
  /** Code -2 'Please login first', as for an expired token. */
  | { kind: 'expired' }
  /** HTTP 200 with `body` as JSON (a wrong shape), or text that is not JSON when absent. */
  | { kind: 'malformed'; body?: unknown }
  /** The connection is dropped without an answer: a network error for the client. */
  | { kind: 'drop' }
  /**
   * The request is applied (the route runs: an order opens, a transfer moves), then the
   * connection is dropped before the answer, so the client cannot tell whether it happened.
   */
  | { kind: 'apply-then-drop' }
  /**
   * The request is applied, then answered with a failure anyway (a 500, a body that cannot be
   * read): a server that failed after the work was done. The client must not read it as "not
   * done".
   */
  | { kind: 'apply-then-answer'; then: AfterApplying };

/** What a server that applied the request answers in `apply-then-answer`. */
export type AfterApplying = Extract<FaultAnswer, { kind: 'status' } | { kind: 'malformed' }>;

export interface FaultSpec {
  latencyMs?: number;
  /**
   * The request waits until the test releases it (POST /__faults/release), then runs whether
   * or not its caller is still there: a server that does the work long after the client gave up.
   */
  hold?: true;
  answer?: FaultAnswer;
  /** How many requests it applies to; absent means until cleared. */
  times?: number;
  /**
   * Only requests carrying this X-Access-Token (one signed-in user) or this X-Fault-Scope
   * (one page, signed in or not); absent means every request.
   */
  token?: string;
}

export const ANY_PATH = '*';

export interface FaultTable {
  set(path: string, spec: FaultSpec): void;
  /** Clears one path's fault (the one for `token` when given), or all of them. */
  clear(path?: string, token?: string): void;
  list(): Record<string, FaultSpec>;
  /**
   * The fault for this request, counting it against `times`: the request's own scopes
   * first (its token, its X-Fault-Scope), then the faults for everyone.
   */
  take(path: string, ...scopes: string[]): FaultSpec | undefined;
}

/** One entry per path, and per path and token for a fault scoped to one user. */
const keyOf = (path: string, token?: string) => (token ? `${path} token=${token}` : path);

export function createFaultTable(initial: Record<string, FaultSpec> = {}): FaultTable {
  const faults = new Map<string, FaultSpec>(
    Object.entries(initial).map(([path, spec]) => [keyOf(path, spec.token), { ...spec }]),
  );
  return {
    set: (path, spec) => void faults.set(keyOf(path, spec.token), { ...spec }),
    clear: (path, token) => (path === undefined ? faults.clear() : void faults.delete(keyOf(path, token))),
    list: () => Object.fromEntries([...faults].map(([key, spec]) => [key, { ...spec }])),
    take(path, ...scopes) {
      const mine = scopes.filter((scope) => scope !== '');
      const candidates = [
        ...mine.map((scope) => keyOf(path, scope)),
        ...mine.map((scope) => keyOf(ANY_PATH, scope)),
        path,
        ANY_PATH,
      ];
      const key = candidates.find((candidate) => faults.has(candidate));
      if (key === undefined) return undefined;
      const spec = faults.get(key);
      if (!spec) return undefined;
      if (spec.times !== undefined) {
        if (spec.times <= 1) faults.delete(key);
        else faults.set(key, { ...spec, times: spec.times - 1 });
      }
      return spec;
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function parseAnswer(value: unknown): FaultAnswer | null {
  if (!isObject(value)) return null;
  switch (value.kind) {
    case 'status':
      return isCount(value.status) && value.status >= 100 && value.status <= 599
        ? { kind: 'status', status: value.status, ...('body' in value ? { body: value.body } : {}) }
        : null;
    case 'code':
      return Number.isInteger(value.code) && typeof value.msg === 'string'
        ? { kind: 'code', code: value.code as number, msg: value.msg }
        : null;
    case 'malformed':
      return { kind: 'malformed', ...('body' in value ? { body: value.body } : {}) };
    case 'expired':
    case 'drop':
    case 'apply-then-drop':
      return { kind: value.kind };
    case 'apply-then-answer': {
      const then = parseAnswer(value.then);
      return then?.kind === 'status' || then?.kind === 'malformed' ? { kind: value.kind, then } : null;
    }
    default:
      return null;
  }
}

/** A fault sent over HTTP (POST /__faults); null when it is not one. */
export function parseFaultSpec(value: unknown): FaultSpec | null {
  if (!isObject(value)) return null;
  const spec: FaultSpec = {};
  if (value.latencyMs !== undefined) {
    if (!isCount(value.latencyMs)) return null;
    spec.latencyMs = value.latencyMs;
  }
  if (value.times !== undefined) {
    if (!isCount(value.times) || value.times === 0) return null;
    spec.times = value.times;
  }
  if (value.answer !== undefined) {
    const answer = parseAnswer(value.answer);
    if (!answer) return null;
    spec.answer = answer;
  }
  if (value.token !== undefined) {
    if (typeof value.token !== 'string' || value.token === '') return null;
    spec.token = value.token;
  }
  if (value.hold !== undefined) {
    if (value.hold !== true) return null;
    spec.hold = true;
  }
  return spec;
}
