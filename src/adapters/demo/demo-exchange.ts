import type { Clock } from '../../domain/shared/clock.port';
import type { SessionExpiryListener, TokenSource } from '../../domain/session/session.port';
import { GatewayError } from '../../domain/shared/gateway-error';
import type { TextStore } from '../../domain/shared/text-store.port';
import { createExchangeEngine, ErrorCode, isEngineError, parseEngineState } from './engine';
import type { EngineSettings, ExchangeEngine } from './engine';

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
}

/**
 * The in-browser exchange behind every demo gateway. Calls answer asynchronously, like a
 * server, and refusals arrive as the same GatewayErrors the HTTP adapters raise, so the
 * rest of the app cannot tell the two backends apart.
 */
export interface DemoExchange {
  /** Runs an engine call as the signed-in user would send it; state is saved afterwards. */
  call<T>(action: (engine: ExchangeEngine, token: string) => T): Promise<T>;
  /** Market reads are pure functions of time: nothing to save. */
  read<T>(action: (engine: ExchangeEngine, now: number) => T): Promise<T>;
  /** Forgets every user, balance and order kept in this browser. */
  reset(): void;
  engine(): ExchangeEngine;
}

function loadState(store: TextStore) {
  const text = store.read(DEMO_STATE_KEY);
  if (!text) return undefined;
  try {
    // Unreadable or foreign data is dropped: a fresh exchange beats a broken start-up.
    return parseEngineState(JSON.parse(text)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function createDemoExchange(options: DemoExchangeOptions): DemoExchange {
  const { store, clock, tokens, sessionExpiry } = options;
  const create = (fresh: boolean) =>
    createExchangeEngine({
      clock,
      seed: options.seed,
      settings: options.settings,
      state: fresh ? undefined : loadState(store),
    });
  let engine = create(false);

  // A refused write (full or blocked storage) keeps the exchange running in memory.
  const save = () => store.write(DEMO_STATE_KEY, JSON.stringify(engine.state()));

  const settle = <T>(work: () => T): Promise<T> =>
    Promise.resolve().then(() => {
      try {
        return work();
      } catch (error) {
        throw toGatewayError(error, sessionExpiry);
      }
    });

  return {
    call: (action) =>
      settle(() => {
        try {
          return action(engine, tokens.token() ?? '');
        } finally {
          // Refused calls can still settle due orders or drop expired sessions: keep them.
          save();
        }
      }),
    read: (action) => settle(() => action(engine, clock.now())),
    reset: () => {
      store.remove(DEMO_STATE_KEY);
      engine = create(true);
    },
    engine: () => engine,
  };
}

function toGatewayError(error: unknown, sessionExpiry: SessionExpiryListener): unknown {
  if (!isEngineError(error)) return error;
  if (error.code === ErrorCode.sessionExpired) {
    sessionExpiry.sessionExpired(error.msg);
    return new GatewayError({ kind: 'session-expired', message: error.msg });
  }
  return new GatewayError({ kind: 'business', code: error.code, message: error.msg });
}
