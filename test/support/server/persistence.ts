import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseEngineState, type EngineState } from '../../../src/adapters/demo/engine';

/** The saved engine state, or null when there is none; a file that is not one is an error. */
export function loadState(file: string): EngineState | null {
  if (!existsSync(file)) return null;
  const state = parseEngineState(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (!state) throw new Error(`${file} does not hold an engine state of this version`);
  return state;
}

/** Writes through a temporary file, so a crash mid-write never leaves half a state. */
export function saveState(file: string, state: EngineState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}
