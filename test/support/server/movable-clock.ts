import type { ServerResponse } from 'node:http';
import type { Clock } from '../../../src/domain/shared/clock.port';
import { sendJson } from './respond';

/**
 * The reference server's clock when tests may move it (`--clock-control`): the real clock
 * plus an offset that only goes forward, so the engine never sees time run back. A test
 * that would wait 30 s for a settlement or minutes for a price to come down moves the
 * clock there instead. Every test on such a server shares its clock, so the project that
 * uses it runs one test at a time (playwright.config.ts).
 */
export interface MovableClock extends Clock {
  /** Moves the clock forward by `ms` (0 only reads it); answers the new time. */
  advance(ms: number): number;
}

export function createMovableClock(realNow: () => number = () => Date.now()): MovableClock {
  let offset = 0;
  const now = () => realNow() + offset;
  return {
    now,
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`The clock only moves forward, not by ${ms}`);
      offset += ms;
      return now();
    },
  };
}

export const CLOCK_PATH = '/__control/clock';

/**
 * POST /__control/clock {advanceMs} moves the clock and answers {code: 1, data: {now}};
 * a server started without `--clock-control` answers 404, so no test moves a shared clock.
 */
export function clockControl(clock: MovableClock | undefined, text: string, res: ServerResponse): void {
  if (!clock) return sendJson(res, 404, { error: 'This server was started without --clock-control' });
  let advanceMs: unknown;
  try {
    advanceMs = (JSON.parse(text) as { advanceMs?: unknown }).advanceMs ?? 0;
  } catch {
    return sendJson(res, 400, { error: 'Expected a JSON object' });
  }
  if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0) {
    return sendJson(res, 400, { error: 'advanceMs must be a number of milliseconds, 0 or more' });
  }
  sendJson(res, 200, { code: 1, msg: 'success', data: { now: clock.advance(advanceMs) } });
}
