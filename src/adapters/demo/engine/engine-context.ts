import type { Clock } from '../../../domain/shared/clock.port';
import type { CoreSettings } from './core-settings';
import type { EngineSettings } from './engine-settings';
import type { CoreEngineState, EngineState } from './engine-state';
import type { Market } from './market/market';

/** What the core's code works on; `now` is read once per call. */
export interface CoreContext {
  state: CoreEngineState;
  settings: CoreSettings;
  market: Market;
  clock: Clock;
}

/**
 * What a part's code works on: the same objects, with every part's slice and settings. A
 * part's code runs only once it is registered, and registering puts its slice in the state
 * and its settings in the settings (engine-part.ts).
 */
export interface EngineContext extends CoreContext {
  state: EngineState;
  settings: EngineSettings;
}
