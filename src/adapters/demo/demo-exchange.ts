import type { Clock } from '../../domain/shared/clock.port';
import type { SessionExpiryListener, TokenSource } from '../../domain/session/session.port';
import { GatewayError } from '../../domain/shared/gateway-error';
import type { TextStore } from '../../domain/shared/text-store.port';
import { createCoreEngine, type CoreEngine } from './engine/core-engine';
import type { EnginePart } from './engine/engine-part';
import { ErrorCode, isEngineError } from './engine/engine-error';
import type { EngineSettings } from './engine/engine-settings';
import type { StoredEngineState } from './engine/engine-state';
import type { KeptPerUser } from './engine/keep-newest';
import { parseStoredState } from './engine/parse-core-state';
import { nextTask } from './next-task';

/** Where demo mode keeps the whole simulated exchange between visits. */
export const DEMO_STATE_KEY = 'Demo-Exchange-State';

export interface DemoExchangeOptions {
  /** Where the exchange state is saved after every call (browser storage in the app). */
  store: TextStore;
  clock: Clock;
  tokens: TokenSource;
  sessionExpiry: SessionExpiryListener;
  seed?: string;
  settings?: Partial<EngineSettings>;
  /** How much history the saved state keeps per user (keep-newest.ts); tests set it small. */
  kept?: KeptPerUser;
}

/** The calls of one part of the exchange, its methods beside the core's. */
export interface PartExchange<M extends object> {
  call<T>(action: (engine: CoreEngine & M, token: string) => T): Promise<T>;
}

/**
 * The in-browser exchange behind every demo gateway. Calls answer asynchronously, like a
 * server, and refusals arrive as the same GatewayErrors the HTTP adapters raise, so the
 * rest of the app cannot tell the two backends apart. The entry holds its core; each
 * feature's module registers its part (engine-part.ts) when it loads.
 */
export interface DemoExchange {
  /** Runs an engine call as the signed-in user would send it; state is saved afterwards. */
  call<T>(action: (engine: CoreEngine, token: string) => T): Promise<T>;
  /** Market reads are pure functions of time: nothing to save. */
  read<T>(action: (engine: CoreEngine, now: number) => T): Promise<T>;
  /** Registers a part (and the parts it needs), on this engine and on any it is replaced by. */
  register(part: EnginePart): void;
  /** The calls of a part, registered first. */
  part<M extends object>(part: EnginePart<M>): PartExchange<M>;
  /** Forgets every user, balance and order kept in this browser. */
  reset(): void;
  engine(): CoreEngine;
}

function parseState(text: string | null): StoredEngineState | undefined {
  if (!text) return undefined;
  try {
    // Unreadable or foreign data is dropped: a fresh exchange beats a broken start-up.
    return parseStoredState(JSON.parse(text)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function createDemoExchange(options: DemoExchangeOptions): DemoExchange {
  const { store, clock, tokens, sessionExpiry } = options;
  const parts: EnginePart[] = [];
  const create = (state: StoredEngineState | undefined) => {
    const created = createCoreEngine({ clock, seed: options.seed, settings: options.settings, state });
    for (const part of parts) created.with(part);
    return created;
  };
  /** The saved text this tab last read or wrote: anything else was written by another tab. */
  let known = store.read(DEMO_STATE_KEY);
  let engine = create(parseState(known));

  // Another tab of the demo saves to the same key: pick its state up before acting, so
  // neither tab writes over what the other did.
  const catchUp = () => {
    const text = store.read(DEMO_STATE_KEY);
    if (text === known) return;
    known = text;
    const state = parseState(text);
    if (state) engine = create(state);
  };
  // The saved copy keeps the newest history only, and the fields of parts not registered in
  // this tab as they were; a refused write (blocked storage) keeps the exchange in memory.
  const save = () => {
    const text = JSON.stringify(engine.stored(options.kept));
    if (store.write(DEMO_STATE_KEY, text)) known = text;
  };

  /**
   * Each answer is worked out in a task of its own and reaches its caller in the next one, as
   * a server's reply would: the reads a screen starts together (ticker, book, deals, candles)
   * never add up to one long task, and the screen's render of an answer (React renders a
   * store's update in the microtasks of the task that made it) never joins the work behind it.
   * `token`: the one a user's call carries, told with its -2 (undefined for a public read).
   */
  const settle = <T>(work: () => T, token?: string | null): Promise<T> =>
    nextTask()
      .then(() => {
        try {
          return work();
        } catch (error) {
          throw toGatewayError(error, sessionExpiry, token);
        }
      })
      .finally(nextTask);

  const call = <T>(action: (engine: CoreEngine, token: string) => T): Promise<T> => {
    const token = tokens.token();
    return settle(() => {
      catchUp();
      try {
        return action(engine, token ?? '');
      } finally {
        // Refused calls can still settle due orders or drop expired sessions: keep them.
        save();
      }
    }, token);
  };
  const register = (part: EnginePart) => {
    if (!parts.includes(part)) parts.push(part);
    engine.with(part);
  };

  return {
    call,
    read: (action) => settle(() => action(engine, clock.now())),
    register,
    part: <M extends object>(part: EnginePart<M>) => {
      register(part);
      return {
        call: <T>(action: (engine: CoreEngine & M, token: string) => T) =>
          call((e, token) => action(e.with(part), token)),
      };
    },
    reset: () => {
      store.remove(DEMO_STATE_KEY);
      known = null;
      engine = create(undefined);
    },
    engine: () => engine,
  };
}

function toGatewayError(
  error: unknown,
  sessionExpiry: SessionExpiryListener,
  token?: string | null,
): unknown {
  if (!isEngineError(error)) return error;
  if (error.code === ErrorCode.sessionExpired) {
    if (token === undefined) sessionExpiry.sessionExpired(error.msg);
    else sessionExpiry.sessionExpired(error.msg, token);
    return new GatewayError({ kind: 'session-expired', message: error.msg });
  }
  const { code, msg: message, reason } = error;
  return new GatewayError({ kind: 'business', code, message, ...(reason === undefined ? {} : { reason }) });
}
