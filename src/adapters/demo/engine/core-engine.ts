import type { Clock } from '../../../domain/shared/clock.port';
import { coreMethods, type CoreMethods } from './core-methods';
import { CORE_SETTINGS, type CoreSettings } from './core-settings';
import type { CoreContext, EngineContext } from './engine-context';
import type { EnginePart, PartHost, PartSlice, Run, SignedIn } from './engine-part';
import type { EngineSettings } from './engine-settings';
import { emptyCoreState, splitStored, type CoreEngineState, type StoredEngineState } from './engine-state';
import { KEPT_PER_USER, pruneRecords, type KeptPerUser } from './keep-newest';
import { createMarket, type Market } from './market/market';
import { ownedByUsers } from './parse-core-state';
import { authenticate } from './sessions';

export const DEFAULT_SEED = 'demo-exchange';

export interface CoreEngineOptions {
  clock: Clock;
  /** Seed of the market; ignored when `state` is given, as the state carries its own. */
  seed?: string;
  /** A saved state (parseStoredState) or a whole one: copied, its parts' fields kept as they are. */
  state?: CoreEngineState;
  settings?: Partial<EngineSettings>;
}

/**
 * The simulated exchange's core, in the entry of demo mode: one state, one clock, the market,
 * and the calls of accounts and sessions. Each feature's part (engine-part.ts) registers on it
 * when its module loads. Synchronous; every refusal is a thrown EngineError.
 */
export interface CoreEngine extends CoreMethods {
  readonly seed: string;
  readonly market: Market;
  /** A copy of the whole state as plain JSON: unregistered parts' fields as they were stored. */
  state(): StoredEngineState;
  /** The state to save at once: the same, with its oldest history pruned (keep-newest.ts). */
  stored(kept?: KeptPerUser): StoredEngineState;
  settleDue(): void;
  /** Registers a part, the parts it needs first, once; the engine then answers its calls. */
  with<M extends object>(part: EnginePart<M>): CoreEngine & M;
  has(part: EnginePart): boolean;
}

export function createCoreEngine(options: CoreEngineOptions): CoreEngine {
  const saved: CoreEngineState = options.state
    ? structuredClone(options.state)
    : emptyCoreState(options.seed ?? DEFAULT_SEED);
  // The parts' fields stay unread, as stored, until their part registers and reads them.
  const { core, unread: stored } = splitStored(saved);
  const unread = new Map(Object.entries(stored));
  const overrides = options.settings ?? {};
  const settings: CoreSettings = { ...CORE_SETTINGS, ...overrides };
  const context: CoreContext = {
    state: core,
    settings,
    market: createMarket(core.seed),
    clock: options.clock,
  };
  // The same objects: a part's code runs only once its slice and settings are in (engine-context.ts).
  const partContext = context as EngineContext;
  const parts: EnginePart[] = [];

  // Every call reads the clock once and does what is due before anything else.
  const run: Run = (action) => {
    const now = options.clock.now();
    for (const part of parts) part.due?.(partContext, now);
    return action(now);
  };
  const signedIn: SignedIn = (token, action) => run((now) => action(authenticate(context, token, now), now));
  const host: PartHost = { context: partContext, run, signedIn };

  const claim = (slice: PartSlice) => {
    const fields = Object.fromEntries(
      slice.fields.filter((f) => unread.has(f)).map((f) => [f, unread.get(f)]),
    );
    for (const field of slice.fields) unread.delete(field);
    const read = slice.read(fields);
    if (read) Object.assign(core, read);
    // Unreadable or foreign data starts the part afresh; the rest of the exchange stays.
    if (!read || !ownedByUsers(core.users, slice.owners(partContext.state)))
      Object.assign(core, slice.read({}));
  };

  const register = (part: EnginePart) => {
    if (parts.includes(part)) return;
    for (const need of part.needs ?? []) register(need);
    if (part.slice) claim(part.slice);
    Object.assign(settings, part.settings, overrides);
    const methods = part.methods?.(host) ?? {};
    const taken = Object.keys(methods).find((name) => name in engine);
    if (taken) throw new Error(`The engine part '${part.name}' adds '${taken}', which the engine has.`);
    Object.assign(engine, methods);
    parts.push(part);
  };

  const engine: CoreEngine = {
    seed: core.seed,
    market: context.market,
    state: () => run((): StoredEngineState => structuredClone({ ...Object.fromEntries(unread), ...core })),
    stored: (kept = KEPT_PER_USER) =>
      run(() => {
        const saved: StoredEngineState = {
          ...Object.fromEntries(unread),
          ...core,
          records: pruneRecords(core.records, kept),
        };
        for (const part of parts) Object.assign(saved, part.slice?.prune?.(partContext.state, kept));
        return saved;
      }),
    settleDue: () => run(() => undefined),
    with: <M extends object>(part: EnginePart<M>) => {
      register(part);
      // register() has put the part's calls on the engine.
      return engine as CoreEngine & M;
    },
    has: (part) => parts.includes(part),
    ...coreMethods(context, run, signedIn),
  };
  return engine;
}
