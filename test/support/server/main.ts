/**
 * `npm run server`: the reference server on the real clock. PORT (default 8787) picks the
 * port; DATA_FILE (e.g. .server-data/state.json) keeps users, balances and orders across
 * restarts, otherwise every start is empty. `--spec-shapes` (or SPEC_SHAPES=1) answers with
 * exactly the fields the SPEC lists, as the strictest real backend would. `--clock-control`
 * lets tests move the server's clock forward (POST /__control/clock, movable-clock.ts).
 * PASSWORD_ITERATIONS sets the PBKDF2 count of new password records (default 600,000).
 */
import { createExchangeEngine } from '../../../src/adapters/demo/engine';
import { loadState, saveState } from './persistence';
import { createMovableClock } from './movable-clock';
import { startReferenceServer } from './reference-server';

const SAVE_EVERY_MS = 1_000;

const movableClock = process.argv.includes('--clock-control') ? createMovableClock() : undefined;
const clock = movableClock ?? { now: () => Date.now() };
const port = Number(process.env.PORT ?? 8787);
const dataFile = process.env.DATA_FILE || null;
const saved = dataFile ? loadState(dataFile) : null;
/** A positive whole number from the environment, or undefined. */
function positive(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
// CONVERT_QUOTE_TTL_MS shortens flash-exchange quotes, so tests see one run out without a long wait;
// PASSWORD_ITERATIONS lowers the PBKDF2 count where a test run registers hundreds of users.
const quoteTtl = positive('CONVERT_QUOTE_TTL_MS');
const iterations = positive('PASSWORD_ITERATIONS');
const settings = {
  ...(quoteTtl ? { convertQuoteTtlMs: quoteTtl } : {}),
  ...(iterations ? { passwordIterations: iterations } : {}),
};
const engine = createExchangeEngine({ clock, settings, ...(saved ? { state: saved } : {}) });
const specShapes = process.argv.includes('--spec-shapes') || process.env.SPEC_SHAPES === '1';
const server = await startReferenceServer({ engine, clock, movableClock, port, specShapes });

let written = '';
function persist(): void {
  if (!dataFile) return;
  const state = engine.state();
  const text = JSON.stringify(state);
  // Only a changed state is written: the server is mostly read.
  if (text === written) return;
  saveState(dataFile, state);
  written = text;
}

const timer = dataFile ? setInterval(persist, SAVE_EVERY_MS) : undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(timer);
    persist();
    void server.close().then(() => process.exit(0));
  });
}

console.log(`Reference server listening on ${server.url}${dataFile ? ` (state in ${dataFile})` : ''}`);
