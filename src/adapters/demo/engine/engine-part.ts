import type { EngineContext } from './engine-context';
import type { EngineSettings } from './engine-settings';
import type { EngineState } from './engine-state';
import type { UserRecord } from './user-records';
import type { KeptPerUser } from './keep-newest';

/** The fields of the saved state a part owns: read when it registers, pruned when saved. */
export interface PartSlice {
  /** Top-level fields of the saved state it owns (former names too, which it reads and drops). */
  readonly fields: readonly string[];
  /** Its fields as stored, absent ones read as empty; undefined when they cannot be read. */
  read(stored: Readonly<Record<string, unknown>>): Partial<EngineState> | undefined;
  /** The users its records belong to: each must exist, or the slice is not the core's. */
  owners(state: EngineState): readonly string[];
  /** Its fields as saved: the oldest history dropped (keep-newest.ts). */
  prune?(state: EngineState, kept: KeptPerUser): Partial<EngineState>;
}

export type Run = <T>(action: (now: number) => T) => T;
export type SignedIn = <T>(token: string, action: (user: UserRecord, now: number) => T) => T;

/** What a part's calls are made of: the engine's context and its two ways in. */
export interface PartHost {
  context: EngineContext;
  /** Runs every registered part's due work at the call's instant, then the action. */
  run: Run;
  /** The same, as the user the token is signed in as (-2 otherwise). */
  signedIn: SignedIn;
}

/**
 * A feature's part of the demo exchange, registered on the core engine when its module loads:
 * its slice of the one saved state, its settings, the work due on the engine's clock before
 * every call (settlement, fills, confirmations, reviews) and its calls. It registers the parts
 * it needs first. One state and one clock: a part registered late catches up at its first
 * call, as prices are a pure function of time.
 */
export interface EnginePart<M extends object = object> {
  readonly name: string;
  readonly needs?: readonly EnginePart[];
  readonly slice?: PartSlice;
  readonly settings?: Partial<EngineSettings>;
  due?(context: EngineContext, now: number): void;
  methods?(host: PartHost): M;
}

/** The calls a part adds to the engine. */
export type MethodsOf<P> = P extends EnginePart<infer M> ? M : never;
