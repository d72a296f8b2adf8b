import type { Clock } from '../../../domain/shared/clock.port';
import { createCoreEngine, type CoreEngine } from './core-engine';
import type { EngineSettings } from './engine-settings';
import { emptyCoreState, type EngineState } from './engine-state';
import { parseEngineState } from './parse-engine-state';
import type { MethodsOf } from './engine-part';
import { ALL_ENGINE_PARTS } from './parts/all-parts';

export { DEFAULT_SEED } from './core-engine';
export type { AssetsResult } from './parts/balances/balances.part';

export interface ExchangeEngineOptions {
  clock: Clock;
  /** Seed of the market; ignored when `state` is given, as the state carries its own. */
  seed?: string;
  state?: EngineState;
  settings?: Partial<EngineSettings>;
}

type Intersection<U> = (U extends unknown ? (union: U) => void : never) extends (both: infer I) => void
  ? I
  : never;

/** The calls every part adds, read off the one list of parts (all-parts.ts). */
type EveryPartsMethods = Intersection<MethodsOf<(typeof ALL_ENGINE_PARTS)[number]>>;

/** The simulated exchange whole: the core with every part registered. */
export interface ExchangeEngine extends Omit<CoreEngine, 'state'>, EveryPartsMethods {
  /** A copy of the whole state, for persistence (plain JSON). */
  state(): EngineState;
}

/** The engine of the reference server and the tests: every part registered from the start. */
export function createExchangeEngine(options: ExchangeEngineOptions): ExchangeEngine {
  return withAllParts(createCoreEngine(options));
}

/** Registers every part on a core engine (a demo exchange's, in tests) and answers all its calls. */
export function withAllParts(core: CoreEngine): ExchangeEngine {
  const whole = ALL_ENGINE_PARTS.reduce<object>(
    (methods, part) => ({ ...methods, ...core.with<object>(part) }),
    {},
  );
  // Every part has read its fields: the state holds them all, read and checked.
  return { ...whole, state: () => core.state() as unknown as EngineState } as ExchangeEngine;
}

/** A new exchange's whole state: the core's and every part's empty slice. */
export function emptyEngineState(seed: string): EngineState {
  const state = parseEngineState(emptyCoreState(seed));
  if (!state) throw new Error('A part reads no empty slice.');
  return state;
}
