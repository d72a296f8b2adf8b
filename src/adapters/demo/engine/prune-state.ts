import type { EngineState } from './engine-state';
import { KEPT_PER_USER, pruneRecords, type KeptPerUser } from './keep-newest';
import { EVERY_ENGINE_PART } from './parts/all-parts';

export { KEPT_PER_USER, type KeptPerUser } from './keep-newest';

/**
 * The whole state as it is saved: the same exchange with its oldest history pruned. Balances
 * and ledgers are never touched, so nothing a user owns changes; only old lines of history
 * go (an old settled order, an old record). A core engine prunes the same way (core-engine.ts).
 */
export function pruneEngineState(state: EngineState, limits: KeptPerUser = KEPT_PER_USER): EngineState {
  const pruned = { ...state, records: pruneRecords(state.records, limits) };
  for (const { slice } of EVERY_ENGINE_PART) Object.assign(pruned, slice?.prune?.(state, limits));
  return pruned;
}
