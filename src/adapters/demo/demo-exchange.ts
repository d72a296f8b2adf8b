import type { Clock } from '../../domain/shared/clock.port';
import type { SessionExpiryListener, TokenSource } from '../../domain/session/session.port';
import { GatewayError } from '../../domain/shared/gateway-error';
import type { TextStore } from '../../domain/shared/text-store.port';
import { createExchangeEngine, ErrorCode, isEngineError, parseEngineState, pruneEngineState } from './engine';
import type { EngineSettings, ExchangeEngine, EngineState, KeptPerUser } from './engine';

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
  /** How much history the saved state keeps per user (prune-state.ts); tests set it small. */
  kept?: KeptPerUser;
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

function parseState(text: string | null): EngineState | undefined {
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
  const create = (state: EngineState | undefined) =>
    createExchangeEngine({ clock, seed: options.seed, settings: options.settings, state });
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
  // The saved copy keeps the newest history only; a refused write (blocked storage) keeps
  // the exchange running in memory.
  const save = () => {
    const text = JSON.stringify(pruneEngineState(engine.state(), options.kept));
    if (store.write(DEMO_STATE_KEY, text)) known = text;
  };

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
        catchUp();
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
      known = null;
      engine = create(undefined);
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
