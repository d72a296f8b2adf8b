import type { EngineState } from './engine-state';
import { splitStored } from './engine-state';
import { EVERY_ENGINE_PART } from './parts/all-parts';
import { ownedByUsers, parseStoredState } from './parse-core-state';

/**
 * Reads a whole stored engine state, every part's slice included (the reference server's
 * saved file, the tests). Anything else (another app's data, a truncated write, another
 * version, a slice that does not read) gives null, and the caller starts afresh.
 */
export function parseEngineState(json: unknown): EngineState | null {
  const stored = parseStoredState(json);
  if (!stored) return null;
  const { core, unread } = splitStored(stored);
  const state: Record<string, unknown> = { ...core };
  for (const { slice } of EVERY_ENGINE_PART) {
    if (!slice) continue;
    const fields = Object.fromEntries(
      slice.fields.filter((f) => Object.hasOwn(unread, f)).map((f) => [f, unread[f]]),
    );
    const read = slice.read(fields);
    if (!read) return null;
    Object.assign(state, read);
  }
  const whole = state as unknown as EngineState;
  const owners = EVERY_ENGINE_PART.flatMap(({ slice }) => slice?.owners(whole) ?? []);
  return ownedByUsers(whole.users, owners) ? whole : null;
}
