import type { Clock } from '../../../domain/shared/clock.port';
import type { EngineSettings } from './engine-settings';
import type { EngineState } from './engine-state';
import type { Market } from './market/market';

/** What every part of the engine works on; `now` is read once per call. */
export interface EngineContext {
  state: EngineState;
  settings: EngineSettings;
  market: Market;
  clock: Clock;
}
